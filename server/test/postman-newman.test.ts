import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack, type TestStack } from './helpers/stack.js';

// `newman run` of the committed collection with the committed local environment, as a user would run it against
// `npm start`; only the two addresses differ (the stack listens on ephemeral ports here).
const postman = join(dirname(fileURLToPath(import.meta.url)), '..', 'postman');
let stack: TestStack;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  stack = await startStack({ LOG_LEVEL: 'silent' });
  server = createServer(stack.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await stack.close();
});

interface NewmanReport {
  run: {
    stats: Record<'requests' | 'assertions' | 'testScripts', { total: number; failed: number }>;
    executions: { item: { name: string }; response?: { code: number }; assertions?: { error?: unknown }[] }[];
    failures: { error: { message: string }; source: { name: string } }[];
  };
}

/** Runs newman in a child process, asynchronously: the stack it calls lives in this process's event loop. */
async function newman(extra: string[]): Promise<NewmanReport> {
  const report = join(mkdtempSync(join(tmpdir(), 'satchel-newman-')), 'report.json');
  const cli = join(
    dirname(createRequire(import.meta.url).resolve('newman/package.json')),
    'bin',
    'newman.js',
  );
  await new Promise<void>((resolve) =>
    execFile(
      process.execPath,
      [
        cli,
        'run',
        join(postman, 'satchel-bff.postman_collection.json'),
        '--environment',
        join(postman, 'local.postman_environment.json'),
        '--reporters',
        'json',
        '--reporter-json-export',
        report,
        ...extra,
      ],
      { timeout: 120_000 },
      () => resolve(),
    ),
  );
  return JSON.parse(readFileSync(report, 'utf8')) as NewmanReport;
}

describe('the Postman collection', () => {
  it('runs as it is: every BFF request answers 200, every test passes, every order ends SUCCESSFUL', async () => {
    const { run } = await newman([
      '--env-var',
      `baseUrl=${baseUrl}`,
      '--env-var',
      `platformUrl=${stack.platform.url}`,
    ]);
    expect(run.failures.map((f) => `${f.source.name}: ${f.error.message}`)).toEqual([]);
    expect(run.stats.assertions.failed).toBe(0);
    expect(run.stats.testScripts.failed).toBe(0);
    const codes = run.executions.map((e) => [e.item.name, e.response?.code]);
    // The provider stand-ins answer the browser's form with a 303 to the redirect URI, as the real ones do.
    const signIns = [
      'Sign in with Apple (local platform stand-in)',
      'Sign in with X (local platform stand-in)',
    ];
    expect(codes.filter(([name]) => signIns.includes(name as string))).toEqual(signIns.map((n) => [n, 303]));
    expect(codes.filter(([name, code]) => code !== 200 && !signIns.includes(name as string))).toEqual([]);
    // Every request of the collection ran (none skipped: the local stack has the dev inbox and the stand-ins).
    const collection = JSON.parse(
      readFileSync(join(postman, 'satchel-bff.postman_collection.json'), 'utf8'),
    ) as { item: { name: string }[] };
    expect([...new Set(codes.map(([name]) => name))].sort()).toEqual(
      collection.item.map((i) => i.name).sort(),
    );
    // Each request has its test, and the final steps did run.
    for (const execution of run.executions) expect(execution.assertions?.length).toBeGreaterThan(0);
    expect(codes.map(([name]) => name)).toEqual(
      expect.arrayContaining(['Orders until every one is final', 'The last order by its jobId']),
    );
  }, 150_000);

  it('fails when the BFF answers errors (its tests can fail)', async () => {
    const { run } = await newman([
      '--env-var',
      `baseUrl=${baseUrl}/nowhere`,
      '--env-var',
      `platformUrl=${stack.platform.url}`,
    ]);
    expect(run.stats.assertions.failed).toBeGreaterThan(0);
  }, 150_000);
});
