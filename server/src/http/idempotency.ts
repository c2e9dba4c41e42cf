import { createHash } from 'node:crypto';
import { ERROR_CODES, fmt, isJsonObject } from '@satchel/shared';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import type { ServerConfig } from '../config.js';
import type { RouteDef } from './route.js';
import type { IdempotencyStore } from '../shared-state/idempotency-store.js';
import { BffError } from './bff-error.js';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** How long an answer is replayed for a key. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a key stays "in flight" if its instance dies before answering (longer than any request lasts). */
export const IN_FLIGHT_TTL_MS = 5 * 60 * 1000;

/** The BFF's idempotency answers (their codes are in the catalogue of docs/protocol.md §3.4). */
export const IDEMPOTENCY = {
  invalidKey: `${IDEMPOTENCY_HEADER} must be 1 to 255 visible ASCII characters`,
  keyReused: { errorCode: 'IDEMPOTENCY_KEY_REUSED', ...ERROR_CODES.IDEMPOTENCY_KEY_REUSED },
  inFlight: { errorCode: 'IDEMPOTENCY_KEY_IN_USE', ...ERROR_CODES.IDEMPOTENCY_KEY_IN_USE },
  unavailable: { errorCode: 'IDEMPOTENCY_UNAVAILABLE', ...ERROR_CODES.IDEMPOTENCY_UNAVAILABLE },
} as const;

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** JSON with object keys sorted, so a retry that orders its keys differently is still the same request. */
const sortedJson = (value: unknown) =>
  JSON.stringify(value, (_key, inner: unknown) =>
    isJsonObject(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  );

function fail(
  res: Response,
  { status, errorCode, message }: { status: number; errorCode: string; message: string },
) {
  res.locals.errorCode = errorCode;
  return new BffError(status, { code: status, errorCode, message, details: '' });
}

/** Keys are per caller: the client wallet and the session (its private key too, hashed, so a key cannot be
 * squatted by someone who only knows the public half). No session: undefined, and the route answers 401. */
function callerScope(body: unknown, config: ServerConfig): string | undefined {
  if (!isJsonObject(body) || !isJsonObject(body.sessionConfig)) return undefined;
  const { sessionPrivKey, sessionPubKey, userSWA } = body.sessionConfig;
  if (typeof sessionPrivKey !== 'string' || typeof sessionPubKey !== 'string' || typeof userSWA !== 'string')
    return undefined;
  const clientSWA = typeof body.client_swa === 'string' ? body.client_swa : config.clientSWA;
  return [clientSWA, userSWA, sessionPubKey, sessionPrivKey].join('\n').toLowerCase();
}

/**
 * `Idempotency-Key` on the routes that create an order: the first request claims the key; a retry with the same
 * body gets the first answer again (header `Idempotent-Replayed: true`), a different body 422, and a retry while
 * the first is still running 409. 4xx answers free the key (nothing was created); 2xx and 5xx answers are kept
 * (after a 5xx the order may exist), for 24 hours. If the store is unreachable, keyed requests get 503 (fail closed:
 * running them unrecorded could send a transfer twice). Runs after the JSON body parser.
 */
export function idempotency(
  routes: readonly RouteDef[],
  store: IdempotencyStore,
  config: ServerConfig,
  logger: Logger,
) {
  const paths = new Set(routes.filter((route) => route.createsOrder).map((route) => route.path));
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const key = req.get(IDEMPOTENCY_HEADER);
    if (key === undefined || req.method !== 'POST' || !paths.has(req.path)) return next();
    if (!KEY_PATTERN.test(key)) {
      res.locals.errorCode = 'VALIDATION_ERROR';
      return next(BffError.of('VALIDATION_ERROR', fmt.validationFailed([IDEMPOTENCY.invalidKey])));
    }
    const scope = callerScope(req.body, config);
    if (scope === undefined) return next();
    const storeKey = sha256(`${scope}\n${key}`);
    const fingerprint = sha256(`${req.path}\n${sortedJson(req.body)}`);

    let existing;
    try {
      existing = await store.claim(storeKey, fingerprint, IN_FLIGHT_TTL_MS);
    } catch (error) {
      logger.warn({ err: error }, 'idempotency store failed');
      res.setHeader('Retry-After', '1');
      return next(fail(res, IDEMPOTENCY.unavailable));
    }
    if (existing) {
      if (existing.fingerprint !== fingerprint) return next(fail(res, IDEMPOTENCY.keyReused));
      if (!existing.answer) {
        res.setHeader('Retry-After', '1');
        return next(fail(res, IDEMPOTENCY.inFlight));
      }
      res.setHeader('Idempotent-Replayed', 'true');
      res.status(existing.answer.status).json(existing.answer.body);
      return;
    }

    // The answer is recorded before it is sent, so a retry that follows the answer always finds it. A caller that
    // hangs up does not free the key: the request still runs to its answer, which is recorded all the same (a
    // timed-out client's retry must not start a second order). An instance that dies leaves the key in flight for
    // IN_FLIGHT_TTL_MS.
    const send = res.json.bind(res);
    res.json = (payload: unknown) => {
      const status = res.statusCode;
      const recorded =
        status >= 400 && status < 500
          ? store.release(storeKey)
          : store.complete(storeKey, { fingerprint, answer: { status, body: payload } }, IDEMPOTENCY_TTL_MS);
      recorded
        .catch((error: unknown) => logger.warn({ err: error }, 'idempotency record failed'))
        .finally(() => send(payload));
      return res;
    };
    next();
  };
}
