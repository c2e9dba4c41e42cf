import type { PlatformContext } from '../context.js';
import type { PlatformChains } from '../runtimes/platform-chains.js';
import { reseedAll } from '../world/reseed-all.js';

/**
 * `POST /dev/reset`: with no chain work in flight, every table back to the seed in one transaction, then every
 * chain runtime back to its seeded chain (the EVM seeds its contracts again and commits them). A crash in between
 * leaves an unseeded chain, which the next start seeds.
 */
export function resetAll(ctx: PlatformContext, chains: PlatformChains): Promise<void> {
  return chains.exclusive(async () => {
    reseedAll(ctx, { wipe: true });
    for (const runtime of chains.runtimes) await runtime.reset();
  });
}
