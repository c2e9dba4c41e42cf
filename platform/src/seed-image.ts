import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildLocked } from './build-locked.js';
import { createPlatform } from './create-platform.js';

const IMAGE_FILE = /^seeded-(\d+)\.sqlite$/;

/**
 * A freshly seeded platform database, serialized: the world, the EVM chains (contracts placed and initialized) and
 * the Solana chains, and the installation keys, everything seeded at the clock's current second. A platform
 * started from it (`seedImage`) behaves as one restarted on a copy of that database.
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

// Images being built in this process, so platforms started together wait for one build instead of each making one.
const building = new Map<string, Promise<Buffer>>();

/**
 * The seed image to start a platform on the clock `now` from, kept in `dir`: the latest one seeded no later
 * than that second, else one seeded now (written atomically, by one process at a time).
 * Never one seeded after the clock: blocks and rows would be dated in the platform's future.
 */
export async function seedImageFor(dir: string, now: () => number): Promise<Buffer> {
  const nowSec = Math.floor(now() / 1000);
  mkdirSync(dir, { recursive: true });
  const latest = () => {
    const seeded = readdirSync(dir)
      .map((name) => Number(IMAGE_FILE.exec(name)?.[1] ?? Number.NaN))
      .filter((sec) => sec <= nowSec)
      .sort((a, b) => b - a);
    return seeded.length > 0 ? readFileSync(join(dir, `seeded-${seeded[0]}.sqlite`)) : undefined;
  };
  const image = latest();
  if (image) return image;
  const pending = [...building.entries()].find(
    ([key]) => key.startsWith(`${dir}\n`) && Number(key.split('\n')[1]) <= nowSec,
  );
  if (pending) return pending[1];
  const key = `${dir}\n${nowSec}`;
  // Processes sharing `dir` (jest's workers) build one at a time: the others wait and take what it wrote.
  const build = buildLocked(join(dir, '.building.lock'), latest, async () => {
    const built = await buildSeedImage(() => nowSec * 1000);
    const partial = join(dir, `.seeded-${nowSec}.${process.pid}.${Date.now()}`);
    writeFileSync(partial, built);
    renameSync(partial, join(dir, `seeded-${nowSec}.sqlite`));
    return built;
  });
  building.set(key, build);
  try {
    return await build;
  } finally {
    building.delete(key);
  }
}
