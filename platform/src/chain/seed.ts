import type { PlatformContext } from '../context.js';

/** Seeds the chain side of the simulated world (NFT collections); idempotent. */
export function seedChainWorld(ctx: PlatformContext): void {
  void ctx;
}
