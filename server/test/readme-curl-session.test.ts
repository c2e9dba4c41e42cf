import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startStack, type TestStack } from './helpers/stack.js';

// The "A curl session" block of server/README.md, run by bash as it is written (curl and jq), against a real BFF
// and platform; only BFF and PLATFORM point at this test's stack.
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const section = readme.slice(readme.indexOf('## A curl session'));
const session = /```bash\n([\s\S]*?)```/.exec(section)?.[1] ?? '';

let stack: TestStack;
let server: Server;
let bff: string;

beforeAll(async () => {
  stack = await startStack({ LOG_LEVEL: 'silent' });
  server = createServer(stack.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  bff = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await stack.close();
});

describe('server/README.md, A curl session', () => {
  it('logs in, reads the chains and settles a transfer', async () => {
    expect(session).toContain('api/auth/authenticate');
    const { code, stdout, stderr } = await new Promise<{ code: number; stdout: string; stderr: string }>(
      (resolve) =>
        // --norc: bash started with a socket as stdin at shell level 1 reads /etc/bash.bashrc, whose Debian copy
        // fails under -u (PS1 unbound); the README's block runs without anyone's rc files.
        execFile(
          'bash',
          ['--norc', '-euo', 'pipefail', '-c', session],
          { env: { ...process.env, BFF: bff, PLATFORM: stack.platform.url }, timeout: 60_000 },
          (error, out, err) =>
            resolve({ code: error ? Number(error.code ?? 1) : 0, stdout: out, stderr: err }),
        ),
    );
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toContain('"networkName": "Base Sepolia"');
    const lines = stdout.trim().split('\n');
    const order = lines.find((line) => line.startsWith('{"intentId"')) ?? '';
    expect(JSON.parse(order)).toEqual({
      intentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'SUCCESSFUL',
      reason: '',
    });
    // 4b: the operation's receipt by the hash the transfer answered, from the RPC it named.
    const receipt = JSON.parse(lines.find((line) => line.startsWith('{"userOpHash"')) ?? '{}');
    expect(receipt).toEqual({
      userOpHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      success: true,
      bundle: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    });
    // 5: the stream told the order's changes and ended; 6: the first page of one order, and the count.
    expect(stdout).toContain('event: status\ndata: {"intentId"');
    expect(stdout).toContain('"status":"SUCCESSFUL"');
    expect(stdout).toContain('event: end\ndata: {"reason":"final"}');
    expect(JSON.parse(lines.at(-1) ?? '')).toEqual({ count: 1, page: ['SUCCESSFUL'] });
  }, 90_000);
});
