import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';

import { openapiTypescript } from './helpers/openapi-tools.js';
import { startStack, type TestStack } from './helpers/stack.js';
import { readDevCode } from '@satchel/test-support';

// openapi-typescript on the BFF's own /openapi.json, then tsc on a client written against those types
// (test/typed-client/flow.ts), which then runs against the real BFF and platform.
const here = dirname(fileURLToPath(import.meta.url));
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

describe('a typed client generated from /openapi.json', () => {
  it('type-checks with no response body typed unknown (and tsc refuses one that is)', async () => {
    const doc = (await request(stack.app).get('/openapi.json')).body;
    // Under server/node_modules, so that the client resolves openapi-fetch as the repository installed it.
    const cache = join(here, '..', 'node_modules', '.cache');
    mkdirSync(cache, { recursive: true });
    const dir = mkdtempSync(join(cache, 'typed-client-'));
    copyFileSync(join(here, 'typed-client', 'flow.ts'), join(dir, 'flow.ts'));
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        extends: join(here, '..', '..', 'tsconfig.json'),
        compilerOptions: { noEmit: true, rootDir: '.' },
        include: ['flow.ts', 'bff-api.d.ts'],
      }),
    );
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    const typecheck = () => spawnSync(process.execPath, [tsc, '-p', dir], { encoding: 'utf8' });

    writeFileSync(join(dir, 'bff-api.d.ts'), openapiTypescript(doc));
    const good = typecheck();
    expect(good.stdout).toBe('');
    expect(good.status).toBe(0);

    // The same client against a document whose answers are untyped: tsc must refuse it.
    const untyped = structuredClone(doc);
    untyped.paths['/api/explorer/portfolio'].post.responses['200'].content['application/json'].schema = {};
    writeFileSync(join(dir, 'bff-api.d.ts'), openapiTypescript(untyped));
    const bad = typecheck();
    expect(bad.status).not.toBe(0);
    expect(bad.stdout).toContain('flow.ts');
  }, 120_000);

  it('logs in, reads and sends a transfer that ends SUCCESSFUL', async () => {
    // Imported by path, so that the server's own type-check (which has no generated types) does not follow it.
    const flow = join(here, 'typed-client', 'flow.ts');
    const { typedFlow } = (await import(flow)) as {
      typedFlow: (
        baseUrl: string,
        readOtp: (contact: string) => Promise<string>,
      ) => Promise<{ holdings: number }>;
    };
    const result = await typedFlow(
      baseUrl,
      async (contact: string) => (await readDevCode(stack.platform.url, contact)).otp,
    );
    expect(result).toEqual({
      userSWA: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      holdings: expect.any(Number),
      jobId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'SUCCESSFUL',
      reason: '',
    });
    expect(result.holdings).toBeGreaterThan(0);
  }, 60_000);
});
