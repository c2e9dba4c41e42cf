// axe-core as the judge of the demo's accessibility: every page, logged in, at 1280 and 390 px, and an open result
// dialog (dashboard.test.mjs and mobile-width.test.mjs call it where they already are).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';

// The rules of axe-core 4.14 (the repository's own `axe-core`), run by @axe-core/playwright 4.13: its 4.14 declares
// Node >= 22.12, which this repository does not require (npm warns EBADENGINE on Node 20).
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const FAILING = new Set(['serious', 'critical']);

/** Fails with each violation of impact serious or critical named (rule, impact, the first elements it found). */
export async function expectAccessible(page, name) {
  const { violations } = await new AxeBuilder({ page, axeSource }).analyze();
  const failing = violations
    .filter((violation) => FAILING.has(violation.impact))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
  assert.deepEqual(failing, [], `${name}: axe-core finds serious or critical violations`);
}
