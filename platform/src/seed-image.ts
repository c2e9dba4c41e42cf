import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
 * than that second, else one seeded now (written atomically, so processes sharing `dir` may race harmlessly).
 * Never one seeded after the clock: blocks and rows would be dated in the platform's future.
 */
export async function seedImageFor(dir: string, now: () => number): Promise<Buffer> {
  const nowSec = Math.floor(now() / 1000);
  mkdirSync(dir, { recursive: true });
  const seeded = readdirSync(dir)
    .map((name) => Number(IMAGE_FILE.exec(name)?.[1] ?? Number.NaN))
    .filter((sec) => sec <= nowSec)
    .sort((a, b) => b - a);
  if (seeded.length > 0) return readFileSync(join(dir, `seeded-${seeded[0]}.sqlite`));
  const pending = [...building.entries()].find(
    ([key]) => key.startsWith(`${dir}\n`) && Number(key.split('\n')[1]) <= nowSec,
  );
  if (pending) return pending[1];
  const key = `${dir}\n${nowSec}`;
  const build = buildSeedImage(() => nowSec * 1000).then((image) => {
    const partial = join(dir, `.seeded-${nowSec}.${process.pid}.${Date.now()}`);
    writeFileSync(partial, image);
    renameSync(partial, join(dir, `seeded-${nowSec}.sqlite`));
    return image;
  });
  building.set(key, build);
  try {
    return await build;
  } finally {
    building.delete(key);
  }
}
