import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

/** Gives every request a 32-hex trace id, sent as `X-Trace-Id` on every response and echoed in error envelopes. */
export function traceId(_req: Request, res: Response, next: NextFunction): void {
  const id = randomBytes(16).toString('hex');
  res.locals.traceId = id;
  res.setHeader('X-Trace-Id', id);
  next();
}
