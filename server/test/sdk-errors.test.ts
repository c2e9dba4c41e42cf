import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServerApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { post } from './helpers/bff.js';
import { forgedSession } from './helpers/session-keys.js';
import { memorySink, startStack, type TestStack } from './helpers/stack.js';

// The BFF maps SDK errors by class, kind and code: a 401 reads the same from a wrapped read (chains) and a plain
// one (account); a success without data (a real server answering it: the platform never does) is a 502.
let stack: TestStack;
let emptyServer: Server;
let emptyUrl: string;
const session = forgedSession();

beforeAll(async () => {
  stack = await startStack();
  emptyServer = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ status: 'success' }));
  });
  await new Promise<void>((resolve) => emptyServer.listen(0, '127.0.0.1', resolve));
  emptyUrl = `http://127.0.0.1:${(emptyServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => emptyServer.close(resolve));
  await stack.close();
});

describe('SDK errors → BFF answers, by code and status', () => {
  it('a platform 401 passes through alike from a wrapped and a plain read', async () => {
    const chains = await post(stack.app, '/api/explorer/chains', { sessionConfig: session });
    const account = await post(stack.app, '/api/explorer/account', { sessionConfig: session });
    for (const res of [chains, account]) {
      expect(res.status).toBe(401);
      expect(res.body.error).toMatchObject({ code: 401, errorCode: 'SESSION_NOT_FOUND' });
    }
    const { traceId: _a, ...chainsError } = chains.body.error;
    const { traceId: _b, ...accountError } = account.body.error;
    expect(chainsError).toEqual(accountError);
  });

  it('a success without the data the call needs → 502 with the SDK message as details', async () => {
    const app = createServerApp(loadConfig({ PLATFORM_URL: emptyUrl, LOG_LEVEL: 'silent' }), {
      logDestination: memorySink().stream,
    });
    const res = await post(app, '/api/explorer/account', { sessionConfig: session });
    expect(res.status).toBe(502);
    expect(res.body.error).toMatchObject({
      errorCode: 'UPSTREAM_UNAVAILABLE',
      message: 'Upstream unavailable',
      details: 'Response data is missing',
    });
  });
});
