import { seedChainWorld } from './seed-collections.js';
import type { PlatformContext } from '../context.js';
import { wipeWorld } from './reset-world.js';
import { seedWorld } from './seed-world.js';

/**
 * Seeds the world and its chain side (NFT collections) in one transaction; `wipe` first empties every table
 * (`/dev/reset`). Idempotent without `wipe`, so it runs on every start.
 */
export function reseedAll(ctx: PlatformContext, options: { wipe?: boolean } = {}): void {
  ctx.db.transaction(() => {
    if (options.wipe) wipeWorld(ctx);
    seedWorld(ctx);
    seedChainWorld(ctx);
  })();
}
