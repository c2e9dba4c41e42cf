import type { Request, Response, Router } from 'express';
import type { PlatformContext } from '../../context.js';
import { isAllowedOrigin } from '../../http/cors.js';
import { ONBOARDING_HTML } from './page-html.js';
import { onboardingScript } from './page-script.js';
import { ONBOARDING_CSS } from './page-styles.js';
import { exactRouter } from '../../http/exact-router.js';

const PATH = '/onboarding/';

/**
 * Only the app the page will talk to (its `origin` query) may frame it, and only if that origin is one the
 * platform serves (any local http origin or a configured one); the page itself loads nothing but its own files.
 */
function contentSecurityPolicy(ctx: PlatformContext, origin: unknown): string {
  const frameAncestors =
    typeof origin === 'string' && isAllowedOrigin(origin, ctx.config.allowedOrigins) ? origin : "'none'";
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: https: http://localhost:* http://127.0.0.1:*",
    "connect-src 'none'",
    "form-action 'none'",
    "base-uri 'none'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

function sendAsset(res: Response, type: string, body: string): void {
  res.setHeader('Content-Type', `${type}; charset=utf-8`);
  res.setHeader('Cache-Control', 'no-cache');
  res.send(body);
}

/**
 * The hosted onboarding page of the auth modal (docs/protocol.md §16.8): `GET /onboarding/` (HTML), its script and its
 * stylesheet as separate files so no inline code is needed; `/onboarding` redirects to `/onboarding/`.
 */
export function createOnboardingRouter(ctx: PlatformContext): Router {
  const router = exactRouter();
  const script = onboardingScript();

  router.get('/onboarding', (req: Request, res: Response) => {
    const q = req.originalUrl.indexOf('?');
    res.redirect(301, PATH + (q >= 0 ? req.originalUrl.slice(q) : ''));
  });
  router.get(PATH, (req: Request, res: Response) => {
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(ctx, req.query.origin));
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.type('html').send(ONBOARDING_HTML);
  });
  router.get(`${PATH}onboarding.js`, (_req, res) => sendAsset(res, 'text/javascript', script));
  router.get(`${PATH}onboarding.css`, (_req, res) => sendAsset(res, 'text/css', ONBOARDING_CSS));
  return router;
}
