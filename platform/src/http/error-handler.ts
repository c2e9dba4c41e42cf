import type { ErrorEnvelope } from '@satchel/shared';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { PlatformError } from '../errors/platform-error.js';

/** The error envelope of docs/protocol.md §3.3, keys in the normative order. */
export function errorEnvelope(error: PlatformError, traceId: string): ErrorEnvelope {
  return {
    status: 'error',
    error: {
      code: error.status,
      errorCode: error.errorCode,
      message: error.message,
      details: error.details,
      trace_id: traceId,
    },
  };
}

/**
 * Renders every error as the envelope: a PlatformError as thrown, anything else as 500 INTERNAL_ERROR (logged with its
 * stack, never sent). Body-parser style errors carrying a 4xx status are mapped rather than reported as 500.
 */
export function errorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, next: NextFunction): void => {
    if (res.headersSent) return next(error);
    let apiError: PlatformError;
    if (error instanceof PlatformError) apiError = error;
    else {
      const status = (error as { status?: unknown })?.status;
      if (status === 413) apiError = new PlatformError('PAYLOAD_TOO_LARGE');
      else if (typeof status === 'number' && status >= 400 && status < 500)
        apiError = new PlatformError('BAD_REQUEST');
      else {
        (req.log ?? logger).error({ err: error }, 'unexpected error');
        apiError = new PlatformError('INTERNAL_ERROR');
      }
    }
    const traceId = typeof res.locals.traceId === 'string' ? res.locals.traceId : '';
    for (const [name, value] of Object.entries(apiError.headers)) res.setHeader(name, value);
    res.status(apiError.status).json(errorEnvelope(apiError, traceId));
  };
}

/** Unknown path or method → 404 NOT_FOUND. */
export function notFound(_req: Request, _res: Response, next: NextFunction): void {
  next(new PlatformError('NOT_FOUND'));
}
