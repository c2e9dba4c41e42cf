import { Router } from 'express';
import type { PlatformContext } from '../context.js';
import { requireSession } from '../http/require-session.js';
import { estimateHandler } from './estimate-handler.js';
import { executeHandler } from './execute-handler.js';

/** Routes whose handlers have not landed yet fail loudly rather than pretending to work. */
const notImplemented = (route: string) => () => {
  throw new Error(`${route} is not implemented on the local platform yet`);
};

/** The chain routes of PROTOCOL.md §10–§14, relative to /api/oc/v1; every one requires a session. */
export function createChainRouter(ctx: PlatformContext): Router {
  const router = Router();
  const auth = requireSession(ctx);
  router.post('/execute', auth, executeHandler(ctx));
  router.get('/estimate', auth, estimateHandler(ctx));
  router.post('/estimate', auth, estimateHandler(ctx));
  router.get('/orders', auth, notImplemented('GET /orders'));
  router.get('/nft/order-details', auth, notImplemented('GET /nft/order-details'));
  router.get('/aggregated-portfolio', auth, notImplemented('GET /aggregated-portfolio'));
  router.get('/portfolio/activity', auth, notImplemented('GET /portfolio/activity'));
  router.get('/portfolio/nft', auth, notImplemented('GET /portfolio/nft'));
  router.post('/readContractData', auth, notImplemented('POST /readContractData'));
  return router;
}
