import type { Router } from 'express';
import type { PlatformContext } from '../context.js';
import type { PlatformChains } from '../runtimes/platform-chains.js';
import { requireSession, sessionOf } from '../http/require-session.js';
import { sendSuccess } from '../http/send-success.js';
import { getUserById } from '../world/user-store.js';
import { listClientNetworks } from '../world/network-store.js';
import { listClientTokens } from '../world/token-store.js';
import { portfolioActivity } from './activity.js';
import { readContractData } from './contract-read/read-contract-data.js';
import { nftPortfolio } from './nft-portfolio.js';
import { listOrders } from './orders.js';
import { aggregatedPortfolio } from './portfolio.js';
import { supportedNetworksPayload } from './supported-networks.js';
import { supportedTokensPayload } from './supported-tokens.js';
import { walletsPayload } from './wallets.js';
import { exactRouter } from '../http/exact-router.js';

/**
 * The session reads of docs/protocol.md §10, §13.4 and §14, relative to `/api/oc/v1`. Every route verifies the
 * bearer first; only the session client's whitelisted networks and tokens appear.
 */
export function createReadsRouter(ctx: PlatformContext, chains: PlatformChains): Router {
  const router = exactRouter();
  const auth = requireSession(ctx);

  const userOf = (userId: string) => {
    const user = getUserById(ctx.db, userId);
    if (!user) throw new Error(`session user ${userId} vanished`);
    return user;
  };

  router.get('/wallets', auth, (_req, res) => {
    const session = sessionOf(res);
    sendSuccess(res, walletsPayload(userOf(session.userId), listClientNetworks(ctx.db, session.clientId)));
  });

  router.get('/supported/networks', auth, (_req, res) => {
    sendSuccess(res, supportedNetworksPayload(listClientNetworks(ctx.db, sessionOf(res).clientId)));
  });

  router.get('/supported/tokens', auth, (_req, res) => {
    sendSuccess(res, supportedTokensPayload(listClientTokens(ctx.db, sessionOf(res).clientId)));
  });

  router.get('/gas-values', auth, (_req, res) => {
    const { maxFeePerGas, maxPriorityFeePerGas } = ctx.config.gasValues;
    sendSuccess(res, { maxFeePerGas, maxPriorityFeePerGas });
  });

  router.get('/verify-session', auth, (_req, res) => {
    const session = sessionOf(res);
    sendSuccess(res, {
      user_id: session.userId,
      client_id: session.clientId,
      user_swa: session.userSWA,
      client_swa: session.clientSWA,
      is_session_added: true,
    });
  });

  router.get('/user-keys', auth, (_req, res) => {
    const user = userOf(sessionOf(res).userId);
    sendSuccess(res, {
      userId: user.userId,
      userSWA: user.userSWA,
      ecdsaPublicKey: user.ecdsaPublicKey,
      eddsaPublicKey: user.eddsaPublicKey,
      ecdsaKeyId: user.ecdsaKeyId,
      eddsaKeyId: user.eddsaKeyId,
    });
  });

  router.get('/orders', auth, (req, res) => sendSuccess(res, listOrders(ctx, sessionOf(res), req.query)));
  router.get('/nft/order-details', auth, (req, res) =>
    sendSuccess(res, listOrders(ctx, sessionOf(res), req.query, 'NFT_TRANSFER')),
  );
  router.get('/aggregated-portfolio', auth, (_req, res) =>
    sendSuccess(res, aggregatedPortfolio(ctx, sessionOf(res))),
  );
  router.get('/portfolio/activity', auth, (req, res) =>
    sendSuccess(res, portfolioActivity(ctx, chains, sessionOf(res), req.query)),
  );
  router.get('/portfolio/nft', auth, (_req, res) => sendSuccess(res, nftPortfolio(ctx, sessionOf(res))));
  router.post('/readContractData', auth, async (req, res) =>
    sendSuccess(res, await readContractData(ctx, chains, sessionOf(res), req.body)),
  );

  return router;
}
