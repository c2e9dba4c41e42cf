import type { Response } from 'express';
import type { ErrorObject } from './bff-error.js';

/** A trace id as §3.3 writes it: 32 lowercase hex. */
const TRACE_ID = /^[0-9a-f]{32}$/;

/**
 * `{"status":"success","data":…}` (§3.2); `extra` keys sit beside `status` and `data` (authenticate's sessionConfig).
 * The bytes and headers of Express's `res.json` for a POST (no ETag: the app disables it; never fresh), written
 * without its layers (its header setters, a content-type parse, and a Buffer copy of any body over 1,000 characters,
 * which then went out as a second chunk: bench/RESULTS.md "issue 42"). A `json` the response carries as its own
 * property wraps Express's (the idempotency recorder) and is called instead.
 */
export function sendSuccess(res: Response, data: unknown, extra: Record<string, unknown> = {}): void {
  const payload = { status: 'success', data, ...extra };
  if (Object.hasOwn(res, 'json')) {
    res.status(200).json(payload);
    return;
  }
  const body = JSON.stringify(payload);
  res.statusCode = 200;
  if (!res.hasHeader('Content-Type')) res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', String(Buffer.byteLength(body)));
  res.end(body);
}

/**
 * `{"status":"error","error":{code, errorCode, message, details, traceId}}` (§3.3), keys in that order. One trace id
 * per answer: a platform error passed on keeps the platform's id and the BFF adopts it for `X-Trace-Id` (so the
 * caller's id is the one in the platform's log); the BFF's own errors carry the BFF's id. An upstream id that is
 * not 32 lowercase hex is never put in a header: the BFF's own id replaces it in both places.
 */
export function sendError(res: Response, status: number, error: ErrorObject): void {
  const traceId = TRACE_ID.test(String(error.traceId))
    ? (error.traceId as string)
    : (res.locals.traceId as string | undefined);
  const { code, errorCode, message, details, traceId: _ignored, ...rest } = error;
  if (traceId) res.setHeader('X-Trace-Id', traceId);
  // The BFF's own limit headers describe its per-address window; on a 429 that is not its own (the platform's
  // limit, passed on) they would say requests remain, so only Retry-After is kept.
  if (status === 429 && !/remaining=0\b/.test(String(res.getHeader('RateLimit') ?? 'remaining=0'))) {
    res.removeHeader('RateLimit');
    res.removeHeader('RateLimit-Policy');
  }
  res.status(status).json({
    status: 'error',
    error: {
      code,
      errorCode,
      message,
      details: typeof details === 'string' ? details : '',
      ...rest,
      traceId,
    },
  });
}
