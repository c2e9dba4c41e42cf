import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { sendError } from './envelope.js';
import { BffError } from './bff-error.js';
import { toBffError } from './to-bff-error.js';

/** Last middleware: every failure becomes an error envelope; never a stack trace, never internal text. */
export function errorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction): void => {
    const http = toBffError(error);
    if (http.status >= 500 && !(error instanceof BffError))
      logger.error({ traceId: res.locals.traceId, err: describe(error) }, 'unexpected error');
    if (res.headersSent) {
      res.end();
      return;
    }
    sendError(res, http.status, http.error);
  };
}

/** Name, message and stack only: SDK errors carry request details we do not want in logs. */
function describe(error: unknown) {
  if (error instanceof Error) return { type: error.name, message: error.message, stack: error.stack };
  return { type: typeof error };
}
