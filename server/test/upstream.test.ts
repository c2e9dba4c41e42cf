import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startPlatform } from '@satchel/test-support';
import { createServerApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { post } from './helpers/bff.js';
import { forgedSession } from './helpers/session-keys.js';
import { memorySink } from './helpers/stack.js';

// 502 UPSTREAM_UNAVAILABLE: a platform that is down, and a server that does not answer JSON (both real servers).
let downUrl: string;
let htmlServer: Server;
let htmlUrl: string;
let silentServer: Server;
let silentUrl: string;
const session = forgedSession();

beforeAll(async () => {
  const platform = await startPlatform();
  downUrl = platform.url;
  await platform.close();
  htmlServer = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end('<html>maintenance</html>');
  });
  await new Promise<void>((resolve) => htmlServer.listen(0, '127.0.0.1', resolve));
  htmlUrl = `http://127.0.0.1:${(htmlServer.address() as AddressInfo).port}`;
  // Accepts requests and never answers them.
  silentServer = createServer(() => {});
  await new Promise<void>((resolve) => silentServer.listen(0, '127.0.0.1', resolve));
  silentUrl = `http://127.0.0.1:${(silentServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => htmlServer.close(resolve));
  silentServer.closeAllConnections();
  await new Promise((resolve) => silentServer.close(resolve));
});

const appFor = (platformUrl: string) =>
  createServerApp(loadConfig({ PLATFORM_URL: platformUrl, LOG_LEVEL: 'silent' }), {
    logDestination: memorySink().stream,
  });

const expect502 = (res: { status: number; body: any }, details: string) => {
  expect(res.status).toBe(502);
  expect(res.body.error).toMatchObject({
    code: 502,
    errorCode: 'UPSTREAM_UNAVAILABLE',
    message: 'Upstream unavailable',
    details,
  });
};

describe('502 when the platform is down', () => {
  it('reads, OTP, login, intents, signing and social exchanges', async () => {
    const app = appFor(downUrl);
    expect502(await post(app, '/api/explorer/chains', { sessionConfig: session }), 'Network error');
    expect502(await post(app, '/api/explorer/order-history', { sessionConfig: session }), 'Network error');
    expect502(await post(app, '/api/auth/email/otp', { email: 'a@b.co' }), 'Network error');
    expect502(
      await post(app, '/api/auth/authenticate', { idToken: 'x', provider: 'google' }),
      'Network error',
    );
    expect502(
      await post(app, '/api/intent/tokenTransfer', {
        sessionConfig: session,
        caip2Id: 'eip155:84532',
        recipient: '0x7c9e73d4C71dae564d41F78d56439bB4ba87592f',
        token: '',
        amount: '1',
      }),
      'Network error',
    );
    expect502(
      await post(app, '/api/intent/signMessage', { sessionConfig: session, message: 'hi' }),
      'Network error',
    );
    expect502(
      await post(app, '/api/auth/callback/apple', { code: 'c', state: 'abcdefgh12' }),
      'Network error',
    );
  });
});

describe('502 when the platform does not answer JSON', () => {
  it('an HTML page instead of the envelope', async () => {
    const app = appFor(htmlUrl);
    expect502(await post(app, '/api/explorer/chains', { sessionConfig: session }), 'HTTP 200');
    expect502(await post(app, '/api/auth/whatsapp/otp', { whatsapp_number: '9876543210' }), 'HTTP 200');
    expect502(await post(app, '/api/auth/callback/twitter', { code: 'c', state: 'abcdefgh12' }), 'HTTP 200');
  });
});

describe('502 when the platform does not answer in time', () => {
  it('UPSTREAM_TIMEOUT_MS bounds every platform and provider request', async () => {
    const app = createServerApp(
      loadConfig({ PLATFORM_URL: silentUrl, UPSTREAM_TIMEOUT_MS: '300', LOG_LEVEL: 'silent' }),
      { logDestination: memorySink().stream },
    );
    expect502(await post(app, '/api/explorer/tokens', { sessionConfig: session }), 'Network error');
    expect502(
      await post(app, '/api/auth/callback/apple', { code: 'c', state: 'abcdefgh12' }),
      'Network error',
    );
  });
});
