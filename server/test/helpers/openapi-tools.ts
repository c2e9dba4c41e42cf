import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const binOf = (pkg: string, bin: string) => join(dirname(require.resolve(`${pkg}/package.json`)), bin);

/** `redocly lint --extends=recommended` on a document; answers its totals and problems. */
export function redoclyLint(doc: unknown) {
  const dir = mkdtempSync(join(tmpdir(), 'satchel-openapi-'));
  const file = join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(doc));
  const run = spawnSync(
    process.execPath,
    [binOf('@redocly/cli', 'bin/cli.js'), 'lint', '--extends=recommended', '--format=json', file],
    {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  const json = run.stdout.slice(run.stdout.indexOf('{'));
  const report = JSON.parse(json) as {
    totals: { errors: number; warnings: number };
    problems: { ruleId: string; message: string }[];
  };
  return { totals: report.totals, problems: report.problems.map((p) => `${p.ruleId}: ${p.message}`) };
}

/** TypeScript types of a document, as `openapi-typescript` writes them. */
export function openapiTypescript(doc: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'satchel-openapi-ts-'));
  const file = join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(doc));
  const out = join(dir, 'api.d.ts');
  const run = spawnSync(process.execPath, [binOf('openapi-typescript', 'bin/cli.js'), file, '-o', out], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`openapi-typescript failed: ${run.stderr}`);
  return readFileSync(out, 'utf8');
}
