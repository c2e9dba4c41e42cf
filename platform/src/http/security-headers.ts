import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/** Pages that other local origins embed (auth modal iframe) or open as pop-ups (provider stand-ins). */
const PAGE_PATHS = /^\/(onboarding(\/|$)|oauth\/|__\/auth\/handler)/;

/**
 * helmet everywhere. The API keeps helmet's defaults; the pages the SDK frames or opens (onboarding, OAuth
 * stand-ins, auth handler) may be framed by, post forms to and redirect to local origins, and keep their opener
 * (the SDK polls its Google pop-up). No `upgrade-insecure-requests`: the local platform is plain http.
 */
export function securityHeaders(allowedOrigins: readonly string[]) {
  const local = ['http://localhost:*', 'http://127.0.0.1:*', ...allowedOrigins];
  const api = helmet({
    contentSecurityPolicy: { directives: { 'upgrade-insecure-requests': null } },
  });
  const pages = helmet({
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", "'unsafe-inline'"],
        'style-src': ["'self'", "'unsafe-inline'", 'https:'],
        'img-src': ["'self'", 'data:', 'https:', ...local],
        'connect-src': ["'self'", ...local],
        'form-action': ["'self'", ...local],
        'frame-ancestors': ["'self'", ...local],
        'upgrade-insecure-requests': null,
      },
    },
    frameguard: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  return (req: Request, res: Response, next: NextFunction): void => {
    (PAGE_PATHS.test(req.path) ? pages : api)(req, res, next);
  };
}
