import { readFileSync } from 'node:fs';

/** The protocol vectors (test-fixtures copy of §19). Loosely typed: tests index into the JSON. */
export const vectors: any = JSON.parse(
  readFileSync(new URL('../../../test-fixtures/protocol-vectors.json', import.meta.url), 'utf8'),
);
