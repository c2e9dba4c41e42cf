import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The protocol vectors (the repo's fixture copy). */

export const vectors: any = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../../../../test-fixtures/protocol-vectors.json', import.meta.url)),
    'utf8',
  ),
);

export const NOW_MS: number = vectors.inputs.nowMs;
