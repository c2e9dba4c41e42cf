import type { NextFunction, Request, Response } from 'express';

const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

/** Whether a browser origin may call the platform: any local http origin or one of the configured list (§3.1). */
export function isAllowedOrigin(origin: string, allowedOrigins: readonly string[]): boolean {
  return LOCAL_ORIGIN.test(origin) || allowedOrigins.includes(origin);
}

/**
 * CORS per docs/protocol.md §3.1: the allowed origin is echoed (never `*`), methods GET, POST, OPTIONS, request headers
 * Content-Type and Authorization, exposed X-Trace-Id and Retry-After. Preflights end here with 204.
 */
export function cors(allowedOrigins: readonly string[]) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const origin = req.headers.origin;
    res.vary('Origin');
    const allowed = typeof origin === 'string' && isAllowedOrigin(origin, allowedOrigins);
    if (allowed) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Expose-Headers', 'X-Trace-Id, Retry-After');
    }
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined) {
      if (allowed) {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
        res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Authorization');
        res.setHeader('Access-Control-Max-Age', '600');
      }
      res.status(204).end();
      return;
    }
    next();
  };
}
