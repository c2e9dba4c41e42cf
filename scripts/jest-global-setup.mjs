// One directory per jest run for the platform's seed image (test-support/seed-image.mjs): the first test platform
// seeds the world and its chains there, every later one in any worker starts from a copy. Fresh per run, so a change
// to the seed is never hidden by an image from an earlier run.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function globalSetup() {
  process.env.SATCHEL_SEED_IMAGE_DIR = mkdtempSync(join(tmpdir(), 'satchel-seed-image-'));
}
