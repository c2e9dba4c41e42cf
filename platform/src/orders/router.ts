import type { Router } from 'express';
import type { PlatformContext } from '../context.js';
import { requireSession } from '../http/require-session.js';
import type { PlatformChains } from '../runtimes/platform-chains.js';
import { estimateHandler } from './estimate-handler.js';
import { executeHandler } from './execute-handler.js';
import { exactRouter } from '../http/exact-router.js';

/** The order routes of docs/protocol.md §11–§12 (execute, estimate), relative to /api/oc/v1; both require a session. */
export function createOrdersRouter(ctx: PlatformContext, chains: PlatformChains): Router {
  const router = exactRouter();
  const auth = requireSession(ctx);
  router.post('/execute', auth, executeHandler(ctx));
  router.get('/estimate', auth, estimateHandler(ctx, chains));
  router.post('/estimate', auth, estimateHandler(ctx, chains));
  return router;
}
