import { fmt } from '@satchel/shared';
import type { NextFunction, Request, Response, Router } from 'express';
import type { PlatformContext } from '../context.js';
import type { PlatformChains } from '../runtimes/platform-chains.js';
import { PlatformError } from '../errors/platform-error.js';
import { sendSuccess } from '../http/send-success.js';
import { validateBody } from '../http/validate-body.js';
import { resetAll } from './reset-all.js';
import { fundUserAccounts } from './fund-user-accounts.js';
import { findClientNetwork } from '../world/network-store.js';
import { findUserBySwa } from '../world/user-store.js';
import { faucetRequestSchema } from './faucet-request.js';
import { exactRouter } from '../http/exact-router.js';

/**
 * `POST /dev/faucet` and `POST /dev/reset` (docs/protocol.md §17.3), no bearer. With `devEndpoints` off they answer
 * 404 NOT_FOUND like any unknown path.
 */
export function createDevRouter(ctx: PlatformContext, chains: PlatformChains): Router {
  const router = exactRouter();
  router.use((_req: Request, _res: Response, next: NextFunction) =>
    next(ctx.config.devEndpoints ? undefined : new PlatformError('NOT_FOUND')),
  );

  router.post('/faucet', async (req, res) => {
    if (req.body === undefined) throw new PlatformError('BAD_REQUEST');
    const body = validateBody(faucetRequestSchema, req.body);
    const user = findUserBySwa(ctx.db, body.userSWA);
    if (!user) throw new PlatformError('NOT_FOUND', { details: `no user with userSWA ${body.userSWA}` });
    if (body.caip2Id !== undefined && !findClientNetwork(ctx.db, user.clientId, body.caip2Id)) {
      throw new PlatformError('CHAIN_NOT_SUPPORTED', { details: fmt.chainNotSupportedDetails(body.caip2Id) });
    }
    const balances = await fundUserAccounts(ctx, chains, user, body.caip2Id);
    sendSuccess(res, { userSWA: user.userSWA, balances });
  });

  router.post('/reset', async (_req, res) => {
    await resetAll(ctx, chains);
    res.status(200).json({ status: 'success' });
  });

  return router;
}
