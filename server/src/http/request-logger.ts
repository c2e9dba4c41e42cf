import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';

/**
 * One line per request, once its answer is sent or its connection closes: trace id, method, path (never the body),
 * status, duration, and the errorCode (and platform trace id) of failures; `info` below 400, `warn` for 4xx, `error`
 * for 5xx. The line holds only the fields picked here (no header but origin and user agent, no body), nothing the app
 * logger's wildcard secret paths could match, and matching them cost the BFF ≈ 8 % of its CPU per request; so the
 * access logger redacts nothing. Every other log call (the error handler's included) goes through the app logger
 * and its redaction. Written here rather than with pino-http, which made two child loggers per request (their
 * bindings serialised each time) for the same line (bench/RESULTS.md, "BFF").
 */
export function requestLogger(logger: Logger) {
  const access = logger.child({}, { redact: [] });
  return (req: Request, res: Response, next: NextFunction): void => {
    const start = Date.now();
    const done = () => {
      res.removeListener('finish', done);
      res.removeListener('close', done);
      const status = res.statusCode;
      const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
      if (!access.isLevelEnabled(level)) return;
      const { errorCode, upstreamTraceId, traceId } = res.locals as Record<string, string | undefined>;
      access[level](
        {
          reqId: traceId,
          req: {
            id: traceId,
            method: req.method,
            url: req.originalUrl,
            origin: req.headers.origin,
            userAgent: req.headers['user-agent'],
            remoteAddress: req.socket.remoteAddress,
          },
          res: { statusCode: status },
          responseTime: Date.now() - start,
          ...(errorCode && { errorCode }),
          ...(upstreamTraceId && { upstreamTraceId }),
        },
        status >= 500 ? 'request errored' : res.writableFinished ? 'request completed' : 'request aborted',
      );
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}
