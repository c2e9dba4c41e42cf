import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

/** Gives every request a 32-hex trace id (also its log id), sent back as `X-Trace-Id` (§3.3). */
export function traceId(req: Request, res: Response, next: NextFunction): void {
  const id = randomBytes(16).toString('hex');
  res.locals.traceId = id;
  (req as Request & { id?: string }).id = id;
  res.setHeader('X-Trace-Id', id);
  next();
}
