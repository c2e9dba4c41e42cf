import type { Response } from 'express';
import type { ErrorObject } from './http-error.js';

/** `{"status":"success","data":…}` (§3.2); `extra` keys sit beside `status` and `data` (authenticate's sessionConfig). */
export function sendSuccess(res: Response, data: unknown, extra: Record<string, unknown> = {}): void {
  res.status(200).json({ status: 'success', data, ...extra });
}

/** `{"status":"error","error":{code, errorCode, message, details, traceId}}` (§3.3), keys in that order. */
export function sendError(res: Response, status: number, error: ErrorObject): void {
  const traceId = error.traceId ?? (res.locals.traceId as string | undefined);
  const { code, errorCode, message, details, traceId: _ignored, ...rest } = error;
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
