import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './root.mjs';

/** Where a test's screenshots and other artifacts go (artifacts/e2e, gitignored); created on demand. */
export function artifactPath(name) {
  const dir = join(ROOT, 'artifacts/e2e');
  mkdirSync(dir, { recursive: true });
  return join(dir, name);
}
