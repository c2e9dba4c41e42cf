import type { Express } from 'express';
import { createOrdersRouter } from './orders/router.js';
import { startSettlementWorker } from './orders/settlement-worker.js';
import type { PlatformContext } from './context.js';
import type { PlatformChains } from './runtimes/platform-chains.js';
import { createDevRouter } from './dev/router.js';
import { createExplorerRouter } from './explorer/router.js';
import { createIdentityRouter } from './identity/router.js';
import { createOnboardingRouter } from './pages/onboarding/index.js';
import { createReadsRouter } from './reads/router.js';
import { createRpcRouter } from './rpc/router.js';
import { createSigningRouter } from './signing/router.js';

/** Base path of the platform API (docs/protocol.md §4). */
export const API_BASE = '/api/oc/v1';

/**
 * The single place where the areas of the platform meet: every router, mounted after the common middleware and
 * before the 404 and error handlers.
 */
export function mountRoutes(app: Express, ctx: PlatformContext, chains: PlatformChains): void {
  app.use(createIdentityRouter(ctx, chains));
  app.use(createOnboardingRouter(ctx));
  app.use(createExplorerRouter(ctx, chains));
  app.use(API_BASE, createReadsRouter(ctx, chains));
  app.use(API_BASE, createOrdersRouter(ctx, chains));
  app.use(API_BASE, createSigningRouter(ctx));
  app.use('/dev', createDevRouter(ctx, chains));
}

/**
 * Routes that read their own bodies, mounted before the platform's JSON body parser: the JSON-RPC endpoint
 * (`POST /rpc/{caip2Id}`) takes batches (arrays), which the API's parser refuses.
 */
export function mountOwnBodyRoutes(app: Express, ctx: PlatformContext, chains: PlatformChains): void {
  app.use(createRpcRouter(ctx, chains));
}

/** Background work that runs while the platform is up: order settlement. */
export function startBackgroundWork(ctx: PlatformContext, chains: PlatformChains): { stop(): Promise<void> } {
  return startSettlementWorker(ctx, chains);
}
