import type { Request, Response } from 'express';
import { rateLimit, type Options, type Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import { sendError } from './envelope.js';
import { BffError } from './bff-error.js';

/** What a limit counts by (default: the client IP) and which requests it skips or does not count. */
export type LimitKey = Pick<Partial<Options>, 'keyGenerator' | 'skip' | 'skipFailedRequests'>;

/**
 * Per-IP limit for api/auth/* (or per `by` key): 429 `RATE_LIMITED` with `Retry-After` in seconds (§3.3). With a
 * shared `store` (Redis) every instance counts into the same window; if that store fails, requests pass unlimited
 * (fail open: logins must not stop because Redis did) and the failure is logged.
 */
export function authRateLimit(
  limit: number,
  windowMs: number,
  store?: Store,
  logger?: Logger,
  by: LimitKey = {},
) {
  return rateLimit({
    ...by,
    windowMs,
    limit,
    ...(store && {
      store,
      passOnStoreError: true,
      logger: {
        error: (error: unknown, message?: string) => logger?.warn({ err: error }, message),
        warn: (error: unknown, message?: string) => logger?.warn({ err: error }, message),
      },
    }),
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    validate: { xForwardedForHeader: false },
    handler: (req: Request, res: Response) => {
      const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const seconds = resetTime
        ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000))
        : Math.ceil(windowMs / 1000);
      res.setHeader('Retry-After', String(seconds));
      res.locals.errorCode = 'RATE_LIMITED';
      const { status, error } = BffError.of('RATE_LIMITED');
      sendError(res, status, error);
    },
  });
}
