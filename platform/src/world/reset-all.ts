import type { PlatformContext } from '../context.js';
import { reseedAll } from './reseed-all.js';

/**
 * `POST /dev/reset`: with no chain work in flight, every table back to the seed in one transaction, then every
 * chain runtime back to its seeded chain (the EVM seeds its contracts again and commits them). A crash in between
 * leaves an unseeded chain, which the next start seeds.
 */
export function resetAll(ctx: PlatformContext): Promise<void> {
  return ctx.chains.exclusive(async () => {
    reseedAll(ctx, { wipe: true });
    for (const runtime of ctx.chains.runtimes) await runtime.reset();
  });
}
