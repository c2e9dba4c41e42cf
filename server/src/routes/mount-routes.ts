import { BFF, fmt, SDK, type SessionConfig, validate } from '@satchel/shared';
import { BFF_CLIENT_KEY_FIELDS, BFF_SESSION_KEYS } from '@satchel/shared/bff';
import { Router, type Request, type Response } from 'express';
import { SatchelError } from '@satchel/sdk';
import type { Logger } from 'pino';
import type { ServerConfig } from '../config.js';
import { endCookieSession, keepInCookie } from '../http/cookie-session.js';
import { sendSuccess } from '../http/envelope.js';
import { BffError } from '../http/bff-error.js';
import { toBffError } from '../http/to-bff-error.js';
import { createSdkClient, type ClientCredentials } from '../sdk/create-client.js';
import { timedFetch } from '../sdk/timed-fetch.js';
import { wantsCookieSession } from '../http/session-cookie.js';
import type { SessionStore } from '../shared-state/sessions/session-store.js';
import { Reply, StreamReply, type RouteDef, type RouteHandler } from '../http/route.js';
import type { OrderPush } from '../orders-push/order-push.js';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** `sessionConfig` present with its three keys; otherwise 401 `Session keys are not set` (§18.1). */
function requireSessionKeys(body: Record<string, unknown>): void {
  const session = body.sessionConfig;
  const complete =
    isPlainObject(session) &&
    BFF_SESSION_KEYS.every((key) => session[key] !== undefined && session[key] !== '');
  if (!complete) throw BffError.of('AUTH_REQUIRED', SDK.sessionKeysNotSet);
}

/** Body credentials only where allowed (sandbox); otherwise the server's own (§18). */
function credentialsOf(body: Record<string, unknown>, config: ServerConfig): ClientCredentials {
  const given = BFF_CLIENT_KEY_FIELDS.filter((key) => body[key] !== undefined);
  if (given.length && !config.allowClientKeysFromBody)
    throw BffError.of('VALIDATION_ERROR', fmt.validationFailed([BFF.clientKeysNotAllowed]));
  return {
    clientPrivateKey: (body.client_pk as string | undefined) ?? config.clientPrivateKey,
    clientSWA: (body.client_swa as string | undefined) ?? config.clientSWA,
  };
}

/** Each route's handler, for the Express router below and the direct dispatch (http/direct-routes.ts). */
export function routeHandlers(
  routes: readonly RouteDef[],
  config: ServerConfig,
  sessions: SessionStore,
  push: OrderPush,
  logger: Logger,
): Map<RouteDef, RouteHandler> {
  const fetch = timedFetch(config.upstreamTimeoutMs);
  return new Map(
    routes.map((route) => [
      route,
      async (req: Request, res: Response) => {
        try {
          const body: unknown = req.body;
          if (!isPlainObject(body)) throw BffError.of('BAD_REQUEST');
          if (route.session) requireSessionKeys(body);
          route.precheck?.(body);
          const credentials = credentialsOf(body, config);
          const result = validate(route.body, body);
          if (!result.success) throw BffError.of('VALIDATION_ERROR', result.message);
          const session = route.session
            ? (result.data as { sessionConfig: SessionConfig }).sessionConfig
            : undefined;
          let answer = await route.handle({
            body: result.data,
            config,
            client: (given) => createSdkClient(config, credentials, given ?? session),
            fetch,
            endSession: () => endCookieSession(req, res, sessions),
            push,
            logger,
          });
          if (answer instanceof StreamReply) return answer.open(req, res);
          // An order accepted: followed until final (§18.7). It exists whatever happens here, so a failure is logged.
          const jobId = (answer as { jobId?: unknown } | undefined)?.jobId;
          if (route.createsOrder && session && typeof jobId === 'string')
            await push
              .accepted(jobId, session)
              .catch((error: Error) =>
                logger.warn(
                  { intentId: jobId, reason: error.message },
                  'order accepted, its push incomplete',
                ),
              );
          if (route.cookie === 'opens' && answer instanceof Reply && wantsCookieSession(req))
            answer = await keepInCookie(req, res, sessions, answer);
          if (answer instanceof Reply) sendSuccess(res, answer.data, answer.extra);
          else sendSuccess(res, answer);
        } catch (error) {
          const http = toBffError(error);
          res.locals.errorCode = http.error.errorCode;
          // The platform's trace id of a passed-through error (the catalogue's have none), so both log lines match.
          if (http.error.traceId !== undefined) res.locals.upstreamTraceId = http.error.traceId;
          // A platform 429 keeps its Retry-After (§3.3), which the SDK error carries through wrappers.
          if (error instanceof SatchelError && error.retryAfter !== undefined)
            res.setHeader('Retry-After', String(error.retryAfter));
          // 500s go to the error handler, which logs them (sanitised); every other failure is answered here.
          if (http.error.errorCode === 'INTERNAL_ERROR') throw error;
          throw http;
        }
      },
    ]),
  );
}

/** Mounts every route as `POST path` with its handler. */
export function mountRoutes(handlers: ReadonlyMap<RouteDef, RouteHandler>): Router {
  // Exact paths, as the app's own router (app.ts).
  const router = Router({ strict: true, caseSensitive: true });
  for (const [route, handler] of handlers) router.post(route.path, handler);
  return router;
}
