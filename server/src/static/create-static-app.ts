import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import compression from 'compression';
import express, { type Express, type Response } from 'express';
import helmet from 'helmet';
import { LOCAL_DEFAULTS } from '@satchel/shared';
import { demoContentSecurityPolicy, type DemoOrigins } from '../http/content-security-policy.js';

/** Vite writes content-hashed files here: a changed file gets a new name, so they can be cached for good. */
const HASHED_DIR = 'assets';
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files: browsers revalidate it on every load (it carries an ETag). */
export const CACHE_REVALIDATE = 'no-cache';

/**
 * A production static server for the built demo (`client/dist`): gzip/brotli-compressed answers, immutable
 * caching of hashed assets, `no-cache` for everything else, helmet's security headers, and the SPA fallback to
 * `index.html` for the demo's client-side routes (a path with a file extension that does not exist stays a 404,
 * so a missing script is never answered, and cached, as HTML).
 */
export function createStaticApp(
  root: string,
  origins: DemoOrigins = {
    apiUrl: LOCAL_DEFAULTS.apiUrl,
    platformUrl: LOCAL_DEFAULTS.platformUrl,
    platform: 'satchel',
  },
): Express {
  const dir = resolve(root);
  const indexHtml = join(dir, 'index.html');
  if (!existsSync(indexHtml)) throw new Error(`Demo not built: ${indexHtml} does not exist`);
  const hashedPrefix = join(dir, HASHED_DIR) + '/';

  const app = express();
  app.disable('x-powered-by');
  app.use(
    helmet({
      // Set below instead: built from the origins the demo was built with (BFF, platform, onboarding pages).
      contentSecurityPolicy: false,
      // Set on purpose: the Google sign-in pop-up goes demo → platform's auth handler → back to a demo page
      // (`/?id_token=…`), and the opener reads that page's URL and closes it (docs/protocol.md §16.6). Any other
      // opener policy on the demo's pages (even `same-origin-allow-popups`) makes the browser put the returning
      // page in a new browsing context group, as it comes from a cross-origin page without one: the opener sees
      // the pop-up as closed ("Authentication popup closed.") and the pop-up stays open on a second demo.
      crossOriginOpenerPolicy: { policy: 'unsafe-none' },
    }),
  );
  const csp = demoContentSecurityPolicy(origins);
  app.use((_req, res, next) => {
    res.setHeader('Content-Security-Policy', csp);
    next();
  });
  app.use(compression());
  app.use(
    express.static(dir, {
      index: false,
      redirect: false,
      setHeaders: (res: Response, path: string) => {
        res.setHeader('Cache-Control', path.startsWith(hashedPrefix) ? CACHE_IMMUTABLE : CACHE_REVALIDATE);
      },
    }),
  );
  app.use((req, res, next) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(req.path);
    if (!isPage) return next();
    res.setHeader('Cache-Control', CACHE_REVALIDATE);
    res.sendFile(indexHtml, { cacheControl: false }, (error) => error && next(error));
  });
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return app;
}
