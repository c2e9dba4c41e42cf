import type { NextFunction, Request, Response } from 'express';

/**
 * CORS for exactly one origin (the demo): other origins get no CORS headers, so browsers refuse the answer. With
 * credentials, so the demo's fetches carry the session cookie (`Satchel-Session` asks for one at login).
 */
export function cors(allowedOrigin: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const origin = req.headers.origin;
    // Express's `vary` parses the header it extends; the BFF's own is usually not there yet.
    if (res.hasHeader('Vary')) res.vary('Origin');
    else res.setHeader('Vary', 'Origin');
    if (origin !== undefined && origin === allowedOrigin) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Access-Control-Expose-Headers', 'X-Trace-Id, Retry-After');
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
        res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Authorization, Satchel-Session');
        res.setHeader('Access-Control-Max-Age', '600');
      }
    }
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next();
  };
}
