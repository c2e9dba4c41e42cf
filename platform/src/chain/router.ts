import { Router } from 'express';
import type { PlatformContext } from '../context.js';
import type { PlatformChains } from '../runtimes/platform-chains.js';
import { requireSession, sessionOf } from '../http/require-session.js';
import { sendSuccess } from '../http/send-success.js';
import { estimateHandler } from './estimate-handler.js';
import { readContractData } from './contract-read/read-contract-data.js';
import { executeHandler } from './execute-handler.js';
import { portfolioActivity } from './reads/activity.js';
import { nftPortfolio } from './reads/nft-portfolio.js';
import { listOrders } from './reads/orders.js';
import { aggregatedPortfolio } from './reads/portfolio.js';

/** The chain routes of docs/protocol.md §10–§14, relative to /api/oc/v1; every one requires a session. */
export function createChainRouter(ctx: PlatformContext, chains: PlatformChains): Router {
  const router = Router();
  const auth = requireSession(ctx);
  router.post('/execute', auth, executeHandler(ctx));
  router.get('/estimate', auth, estimateHandler(ctx, chains));
  router.post('/estimate', auth, estimateHandler(ctx, chains));
  router.get('/orders', auth, (req, res) => sendSuccess(res, listOrders(ctx, sessionOf(res), req.query)));
  router.get('/nft/order-details', auth, (req, res) =>
    sendSuccess(res, listOrders(ctx, sessionOf(res), req.query, 'NFT_TRANSFER')),
  );
  router.get('/aggregated-portfolio', auth, (_req, res) =>
    sendSuccess(res, aggregatedPortfolio(ctx, sessionOf(res))),
  );
  router.get('/portfolio/activity', auth, (_req, res) =>
    sendSuccess(res, portfolioActivity(ctx, chains, sessionOf(res))),
  );
  router.get('/portfolio/nft', auth, (_req, res) => sendSuccess(res, nftPortfolio(ctx, sessionOf(res))));
  router.post('/readContractData', auth, async (req, res) =>
    sendSuccess(res, await readContractData(ctx, chains, sessionOf(res), req.body)),
  );
  return router;
}
