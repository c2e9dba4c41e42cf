import { echoInput } from '@satchel/shared';
import type { Request, Response, Router } from 'express';
import type { PlatformContext } from '../context.js';
import type { PlatformChains } from '../runtimes/platform-chains.js';
import { evmAddressView } from './evm/evm-address-view.js';
import { evmBlockView } from './evm/evm-block-view.js';
import { sendExplorerPage, sendMissingPage, sendNotFoundPage } from './explorer-page.js';
import { lookUpTransaction } from './explorer-lookups.js';
import type { ExplorerView } from './explorer-view.js';
import { ledgerOrderLookup } from './ledger/ledger-order-lookup.js';
import { orderView } from './order-view.js';
import { userOperationView } from './user-operation-view.js';
import { exactRouter } from '../http/exact-router.js';

/** JSON (the view as is) when the client asks for it before HTML, the page otherwise. */
const wantsJson = (req: Request) => req.accepts(['html', 'json']) === 'json';

function answer(
  req: Request,
  res: Response,
  view: ExplorerView | undefined,
  missing: () => void,
  why: string,
) {
  if (wantsJson(req)) {
    if (view) res.json(view);
    else res.status(404).json({ error: why });
    return;
  }
  if (view) sendExplorerPage(res, view);
  else missing();
}

/**
 * The explorer of the local chains: `GET /explorer/tx/{hash}` (what the demo's "View in Explorer" opens),
 * `/explorer/address/{address}`, `/explorer/block/{caip2Id}/{number}`, `/explorer/order/{intentId}` and
 * `/explorer/userop/{userOpHash}`, linked
 * among them; each answers its view as JSON when asked with `Accept: application/json`.
 */
export function createExplorerRouter(ctx: PlatformContext, chains: PlatformChains): Router {
  const router = exactRouter();
  router.get('/explorer/tx/:hash', async (req, res, next) => {
    try {
      const hash = String(req.params.hash);
      // Last, the orders the ledger settled (Aptos): no chain family's lookup knows their hashes.
      const view =
        (await lookUpTransaction(ctx, chains, hash)) ?? (await ledgerOrderLookup(ctx, chains, hash));
      answer(req, res, view, () => sendNotFoundPage(res, echoInput(hash)), 'transaction not found');
    } catch (error) {
      next(error);
    }
  });
  router.get('/explorer/address/:address', async (req, res, next) => {
    try {
      const address = String(req.params.address);
      const why = `${echoInput(address)} is not a 20-byte hex address`;
      answer(
        req,
        res,
        await evmAddressView(ctx, chains, address),
        () => sendMissingPage(res, 'Address', why),
        why,
      );
    } catch (error) {
      next(error);
    }
  });
  router.get('/explorer/block/:caip2Id/:number', async (req, res, next) => {
    try {
      const caip2Id = String(req.params.caip2Id);
      const number = String(req.params.number);
      const why = `no block ${echoInput(number)} on a network ${echoInput(caip2Id)} this platform runs as an EVM`;
      answer(
        req,
        res,
        await evmBlockView(ctx, chains, caip2Id, number),
        () => sendMissingPage(res, 'Block', why),
        why,
      );
    } catch (error) {
      next(error);
    }
  });
  router.get('/explorer/userop/:userOpHash', (req, res) => {
    const userOpHash = String(req.params.userOpHash);
    const why = `no user operation ${echoInput(userOpHash)} on this platform`;
    answer(
      req,
      res,
      userOperationView(ctx, userOpHash),
      () => sendMissingPage(res, 'User operation', why),
      why,
    );
  });
  router.get('/explorer/order/:intentId', (req, res) => {
    const intentId = String(req.params.intentId);
    const why = `no order ${echoInput(intentId)} on this platform`;
    answer(req, res, orderView(ctx, intentId), () => sendMissingPage(res, 'Order', why), why);
  });
  return router;
}
