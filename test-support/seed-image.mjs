import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildLocked } from './build-locked.mjs';

const IMAGE_FILE = /^seeded-(\d+)\.sqlite$/;

// Images being built in this process, so platforms started together wait for one build instead of each making one.
const building = new Map();

/**
 * The platform's seed image (`buildSeedImage` of `@satchel/platform`) to start a test platform on the clock `now`
 * from, kept in `dir` so that the throwaway platforms of a jest run seed the world and its chains once: the latest
 * image seeded no later than that second, else one seeded now (written atomically, by one process at a time).
 * Never one seeded after the clock: blocks and rows would be dated in the platform's future.
 * @param {string} dir
 * @param {() => number} now
 * @returns {Promise<Uint8Array>}
 */
export async function seedImageFor(dir, now) {
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
    const { buildSeedImage } = await import('@satchel/platform');
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
