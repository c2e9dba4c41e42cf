import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

/**
 * One line per request: trace id, method, path (never the body), status, duration, and the errorCode of failures.
 * The line holds only the fields the serializers below pick (no header, no body), nothing the app logger's wildcard
 * secret paths could match, and matching them cost the BFF ≈ 8 % of its CPU per request; so the access logger redacts
 * nothing. Every other log call (the error handler's included) goes through the app logger and its redaction.
 */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger: logger.child({}, { redact: [] }),
    genReqId: (req: IncomingMessage, res: ServerResponse) =>
      (res.getHeader('X-Trace-Id') as string | undefined) ??
      (req as IncomingMessage & { id?: string }).id ??
      '',
    serializers: {
      req: (req: {
        id: string;
        method: string;
        url: string;
        headers: Record<string, unknown>;
        remoteAddress?: string;
      }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
        origin: req.headers?.origin,
        userAgent: req.headers?.['user-agent'],
        remoteAddress: req.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customProps: (_req: IncomingMessage, res: ServerResponse) => {
      const locals = (res as ServerResponse & { locals?: { errorCode?: string; upstreamTraceId?: string } })
        .locals;
      return {
        ...(locals?.errorCode && { errorCode: locals.errorCode }),
        ...(locals?.upstreamTraceId && { upstreamTraceId: locals.upstreamTraceId }),
      };
    },
    customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    // Errors are logged (sanitised) by the error handler; pino-http must not serialise them with their details.
    customErrorObject: (
      _req: IncomingMessage,
      _res: ServerResponse,
      _error: Error,
      value: Record<string, unknown>,
    ) => ({
      ...value,
      err: undefined,
    }),
    quietReqLogger: true,
  });
}
