// Removes the run's seed-image directory (see jest-global-setup.mjs).
import { rmSync } from 'node:fs';

export default function globalTeardown() {
  const dir = process.env.SATCHEL_SEED_IMAGE_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
