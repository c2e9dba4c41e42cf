import type { Request, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { sendError } from './envelope.js';
import { HttpError } from './http-error.js';

/** Per-IP limit for api/auth/*: 429 `RATE_LIMITED` with `Retry-After` in seconds (§3.3). */
export function authRateLimit(limit: number, windowMs: number) {
  return rateLimit({
    windowMs,
    limit,
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
      const { status, error } = HttpError.of('RATE_LIMITED');
      sendError(res, status, error);
    },
  });
}
