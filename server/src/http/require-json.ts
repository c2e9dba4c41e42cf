import type { NextFunction, Request, Response } from 'express';
import { BffError } from './bff-error.js';

/** A body sent as anything but JSON is 415 naming the header to send (a request without a body passes on). */
export function requireJson(req: Request, res: Response, next: NextFunction): void {
  const hasBody =
    req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  if (!hasBody || req.is('application/json')) return next();
  res.locals.errorCode = 'UNSUPPORTED_MEDIA_TYPE';
  const sent = req.get('Content-Type');
  next(
    BffError.of(
      'UNSUPPORTED_MEDIA_TYPE',
      undefined,
      sent ? `Content-Type was ${sent}; send Content-Type: application/json` : 'no Content-Type was sent',
    ),
  );
}
