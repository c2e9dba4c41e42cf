import { createPlatform } from './create-platform.js';

/**
 * A freshly seeded platform database, serialized: the world, the EVM chains (contracts placed and initialized) and
 * the Solana chains, and the installation keys, everything seeded at the clock's current second. A platform
 * started from it (`seedImage`) behaves as one restarted on a copy of that database. (Tests keep one per run:
 * `seedImageFor` of `@satchel/test-support`.)
 */
export async function buildSeedImage(now: () => number = Date.now): Promise<Buffer> {
  const platform = createPlatform({ dbPath: ':memory:', worker: false, now });
  try {
    await platform.chains.evm!.ready();
    return platform.ctx.db.serialize();
  } finally {
    await platform.close();
  }
}
