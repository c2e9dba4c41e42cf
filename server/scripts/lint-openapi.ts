// `redocly lint` (recommended rules) of the BFF's OpenAPI document, as GET /openapi.json serves it.
// Run: npm run lint:openapi -w server (also in .ci/run). Exits non-zero on any error or warning.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { SDK_VERSION } from '@satchel/shared';
import { buildOpenApiDocument } from '../src/docs/openapi-document.js';
import { ALL_ROUTES } from '../src/routes/all-routes.js';

const file = join(mkdtempSync(join(tmpdir(), 'satchel-openapi-')), 'openapi.json');
writeFileSync(file, JSON.stringify(buildOpenApiDocument(ALL_ROUTES, SDK_VERSION)));
const cli = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');
const run = spawnSync(process.execPath, [cli, 'lint', '--extends=recommended', '--max-problems=200', file], {
  encoding: 'utf8',
});
const output = `${run.stdout}${run.stderr}`;
process.stdout.write(output);
// redocly exits 0 on warnings only; the document must have none.
const clean = /Woohoo! Your API description is valid/.test(output) && !/You have \d+ warning/.test(output);
process.exit(run.status === 0 && clean ? 0 : 1);
