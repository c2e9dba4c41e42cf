// axe-core as the judge of the demo's accessibility: every page, logged in, at 1280 and 390 px, and an open result
// dialog (dashboard.test.mjs and mobile-width.test.mjs call it where they already are).
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';

const FAILING = new Set(['serious', 'critical']);

/** Fails with each violation of impact serious or critical named (rule, impact, the first elements it found). */
export async function expectAccessible(page, name) {
  const { violations } = await new AxeBuilder({ page }).analyze();
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
