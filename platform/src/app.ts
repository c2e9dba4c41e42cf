import express, { type Express } from 'express';
import type { PlatformContext } from './context.js';
import type { PlatformChains } from './runtimes/platform-chains.js';
import { cors } from './http/cors.js';
import { EXACT_PATHS } from './http/exact-router.js';
import { errorHandler, notFound } from './http/error-handler.js';
import { jsonBody } from './http/json-body.js';
import { requestLogger } from './http/request-logger.js';
import { securityHeaders } from './http/security-headers.js';
import { traceId } from './http/trace-id.js';
import { mountOwnBodyRoutes, mountRoutes } from './routes.js';

/**
 * The Express app: trace id, access log, helmet, CORS, `/healthz`, the JSON-RPC endpoint, JSON bodies, every area's
 * routes, then 404 and the error envelope for everything that goes wrong.
 */
export function createApp(ctx: PlatformContext, chains: PlatformChains): Express {
  const app = express();
  app.disable('x-powered-by');
  // Answers depend on the clock and the database; conditional GETs would only hide changes.
  app.set('etag', false);
  app.set('strict routing', EXACT_PATHS.strict);
  app.set('case sensitive routing', EXACT_PATHS.caseSensitive);
  app.use(traceId);
  app.use(requestLogger(ctx.logger));
  app.use(securityHeaders(ctx.config.allowedOrigins));
  app.use(cors(ctx.config.allowedOrigins));
  app.get('/healthz', (_req, res) => {
    res.status(200).json({ status: 'ok' });
  });
  mountOwnBodyRoutes(app, ctx, chains);
  app.use(jsonBody);
  mountRoutes(app, ctx, chains);
  app.use(notFound);
  app.use(errorHandler(ctx.logger));
  return app;
}
