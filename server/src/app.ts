import { SDK_VERSION } from '@satchel/shared';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { DestinationStream, Logger } from 'pino';
import type { ServerConfig } from './config.js';
import { buildOpenApiDocument } from './docs/openapi-document.js';
import { renderDocsPage } from './docs/docs-page.js';
import { cookieSession } from './http/cookie-session.js';
import { DOCS_CONTENT_SECURITY_POLICY } from './http/content-security-policy.js';
import { isAllowedOrigin, originGuard } from './http/allowed-origin.js';
import { cors } from './http/cors.js';
import { nodeFetch } from './http/node-fetch.js';
import { errorHandler } from './http/error-handler.js';
import { idempotency } from './http/idempotency.js';
import { createLogger } from './http/logger.js';
import { notFound } from './http/not-found.js';
import { requireJson } from './http/require-json.js';
import { authRateLimit } from './http/rate-limit.js';
import { otpContactLimit } from './http/otp-contact-limit.js';
import { requestLogger } from './http/request-logger.js';
import { traceId } from './http/trace-id.js';
import { ALL_ROUTES } from './routes/all-routes.js';
import { CLIENT_SIGN_PATH } from './routes/client-sign-route.js';
import { mountRoutes, routeHandlers } from './routes/mount-routes.js';
import { directRoutes, serveDirectRoutes } from './http/direct-routes.js';
import type { RouteDef } from './http/route.js';
import { createSharedState, type SharedState } from './shared-state/create-shared-state.js';
import { redisState } from './shared-state/redis-client.js';
import { createOrderPush, type OrderPush } from './orders-push/order-push.js';

export interface ServerAppOptions {
  /** A ready logger; otherwise one is made at `config.logLevel`, writing to `logDestination` or stdout. */
  logger?: Logger;
  logDestination?: DestinationStream;
}

/** The shared state of an app made by `createServerApp` (its Redis connection, if any, closes with it). */
export const sharedStateOf = (app: Express): SharedState => app.locals.sharedState as SharedState;

/** The order push of an app made by `createServerApp` (followers, webhooks, order streams). */
export const orderPushOf = (app: Express): OrderPush => app.locals.orderPush as OrderPush;

/** Each path the BFF serves and its methods (for 405 `Allow`). */
const allowedMethods = (routes: readonly RouteDef[]) =>
  new Map<string, readonly string[]>([
    ...['/healthz', '/openapi.json', '/docs'].map((path) => [path, ['GET', 'HEAD']] as const),
    ...routes.map((route) => [route.path, ['POST']] as const),
  ]);

/** The BFF as an Express app (no listening): hardening, docs, every route of docs/protocol.md §18, envelopes. */
export function createServerApp(config: ServerConfig, options: ServerAppOptions = {}): Express {
  const logger = options.logger ?? createLogger(config.logLevel, options.logDestination);
  const openApi = buildOpenApiDocument(ALL_ROUTES, SDK_VERSION);
  const openApiJson = JSON.stringify(openApi);
  const shared = createSharedState(config, logger);
  const push = createOrderPush(config, logger, nodeFetch, shared.redis);
  // Closing the app's state ends its order streams and stops its followers and deliveries first.
  const state: SharedState = {
    ...shared,
    close: async () => {
      await push.close();
      await shared.close();
    },
  };

  const app = express();
  app.locals.sharedState = state;
  app.locals.orderPush = push;
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  // Paths are exact, as docs/protocol.md §18 and the OpenAPI document write them: a trailing slash or another case is
  // 404. The cookie-session and idempotency layers find a request's route by its exact path, so a looser router
  // served `/api/intent/tokenTransfer/` without its Idempotency-Key taking effect.
  app.set('strict routing', true);
  app.set('case sensitive routing', true);
  // The middlewares every request runs, Express's or a direct one (http/direct-routes.ts).
  const before = [traceId, requestLogger(logger), helmet(), cors(config.clientOrigin)];
  const parseJson = express.json({ limit: config.bodyLimitBytes, strict: true });
  const onError = errorHandler(logger);
  const handlers = routeHandlers(ALL_ROUTES, config, state.sessions, push, logger);
  for (const middleware of before) app.use(middleware);

  // Alive whatever Redis does (a load balancer must not take every instance out for it); its state is shown for
  // operators.
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', ...(shared.redis && { redis: redisState(shared.redis) }) });
  });
  app.get('/openapi.json', (_req, res) => {
    res.type('application/json').send(openApiJson);
  });
  app.get('/docs', (req, res) => {
    res
      .setHeader('Content-Security-Policy', DOCS_CONTENT_SECURITY_POLICY)
      .type('text/html')
      .send(renderDocsPage(openApi, `${req.protocol}://${req.get('host') ?? 'localhost'}`));
  });

  if (config.authRateLimitMax > 0)
    app.use(
      '/api/auth',
      authRateLimit(config.authRateLimitMax, config.authRateLimitWindowMs, state.rateLimitStore, logger),
    );
  app.use(CLIENT_SIGN_PATH, originGuard(config.clientOrigin, 'allow'));
  app.use('/api', requireJson);
  app.use(parseJson);
  app.use(CLIENT_SIGN_PATH, otpContactLimit(state.contactRateLimitStore, logger));
  const keyed = [
    cookieSession(ALL_ROUTES, state.sessions, (req) => isAllowedOrigin(req, config.clientOrigin, 'refuse')),
    idempotency(ALL_ROUTES, state.idempotency, config, logger),
  ];
  for (const middleware of keyed) app.use(middleware);
  app.use(mountRoutes(handlers));
  app.use(notFound(allowedMethods(ALL_ROUTES)));
  app.use(onError);
  serveDirectRoutes(app, directRoutes(handlers), { before, parseJson, keyed, onError });
  return app;
}
