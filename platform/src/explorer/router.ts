import { echoInput } from '@satchel/shared';
import { Router } from 'express';
import type { PlatformContext } from '../context.js';
import { sendNotFoundPage, sendTransactionPage } from './explorer-page.js';
import { lookUpTransaction } from './explorer-lookups.js';
import { ledgerOrderLookup } from './ledger/ledger-order-lookup.js';

/** `GET /explorer/tx/{hash}`: the transaction page of the local chains (what the demo's "View in Explorer" opens). */
export function createExplorerRouter(ctx: PlatformContext): Router {
  const router = Router();
  router.get('/explorer/tx/:hash', async (req, res, next) => {
    try {
      const hash = String(req.params.hash);
      // Last, the orders the ledger settled (Aptos): no chain family's lookup knows their hashes.
      const view = (await lookUpTransaction(ctx, hash)) ?? (await ledgerOrderLookup(ctx, hash));
      if (view) sendTransactionPage(res, view);
      else sendNotFoundPage(res, echoInput(hash));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
