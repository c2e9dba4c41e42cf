#!/usr/bin/env node
// Rebuilds the committed contract artifacts: npm run build:contracts -w platform
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileContracts, solcVersion } from './compile-contracts.mjs';

const platformDir = fileURLToPath(new URL('..', import.meta.url));

const artifacts = await compileContracts();
for (const { path, text } of artifacts) {
  const file = join(platformDir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`wrote platform/${path}`);
}
console.log(`${artifacts.length} artifacts from solc ${solcVersion()}`);
