import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_CLIENT } from '@satchel/shared';
import { getOrdersHistory, SatchelClient, SessionKey, tokenTransfer } from '@satchel/sdk';
import { createRemoteClientSigner } from '@satchel/sdk/remote-signer';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';

import { startStack, type TestStack } from './helpers/stack.js';
import { readDevCode } from '@satchel/test-support';

// The BFF's signing route (docs/protocol.md §18.6): the real flows signed (an SDK logging in and transferring with
// the remote signer against this BFF and the real platform), everything else refused at the door.

const ORIGIN = 'http://localhost:5173';
const PATH = '/api/auth/client-sign';
let stack: TestStack;
let server: Server;
let bffUrl: string;

beforeAll(async () => {
  stack = await startStack({ LOG_LEVEL: 'silent' });
  server = createServer(stack.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  bffUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await stack.close();
});

const sign = (body: unknown, origin = ORIGIN) =>
  request(stack.app)
    .post(PATH)
    .set('Origin', origin)
    .set('Content-Type', 'application/json')
    .send(body as object);
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('POST /api/auth/client-sign', () => {
  it('signs the real flows: the SDK logs in by email OTP and settles a transfer with the remote signer', async () => {
    const clientSigner = createRemoteClientSigner({
      url: `${bffUrl}${PATH}`,
      address: DEMO_CLIENT.clientSigner,
      // What a browser on the demo's origin sends.
      fetch: (input, init) => fetch(input, { ...init, headers: { ...init?.headers, Origin: ORIGIN } }),
    });
    const client = new SatchelClient({
      environment: 'sandbox',
      clientSWA: DEMO_CLIENT.clientSWA,
      clientSigner,
      platformUrl: stack.platform.url,
    });
    const email = `remote.${Date.now()}@example.com`;
    const { token } = await client.sendOTP(email, 'email');
    const { otp } = await readDevCode(stack.platform.url, email);
    expect(await client.loginUsingEmail(email, otp, token)).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const jobId = await tokenTransfer(client, {
      caip2Id: 'eip155:84532',
      recipient: '0x7c9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8f1a2',
      token: '',
      amount: 1000n,
    });
    for (let i = 0; i < 200; i++) {
      const [order] = await getOrdersHistory(client, { intentId: jobId });
      if (order?.status === 'SUCCESSFUL') return;
      expect(order?.status).not.toBe('FAILED');
      await new Promise((resolve) => setTimeout(resolve, 75));
    }
    throw new Error('the transfer did not settle');
  }, 60_000);

  const fresh = () => ({
    email: 'ada@example.com',
    client_swa: DEMO_CLIENT.clientSWA,
    timestamp: Date.now(),
  });
  it.each([
    ['arbitrary text', { message: 'hello' }, 400],
    ['a raw 32-byte hash', { message: { raw: `0x${'11'.repeat(32)}` } }, 400],
    ['an unknown kind', { kind: 'hash', hash: `0x${'11'.repeat(32)}` }, 400],
    [
      'an OTP request for another client',
      { kind: 'otp', data: { ...fresh(), client_swa: `0x${'22'.repeat(20)}` } },
      400,
    ],
    [
      'an OTP request with its keys reordered',
      {
        kind: 'otp',
        data: { client_swa: DEMO_CLIENT.clientSWA, email: 'ada@example.com', timestamp: Date.now() },
      },
      400,
    ],
    [
      'an OTP request with a stale timestamp',
      { kind: 'otp', data: { ...fresh(), timestamp: Date.now() - 301_000 } },
      401,
    ],
    [
      'expired paymaster data',
      {
        kind: 'paymaster',
        nonce: crypto.randomUUID(),
        clientSWA: DEMO_CLIENT.clientSWA,
        validUntil: nowSeconds() - 1,
        validAfter: 0,
      },
      401,
    ],
    [
      'a paymaster window longer than 6 h',
      {
        kind: 'paymaster',
        nonce: crypto.randomUUID(),
        clientSWA: DEMO_CLIENT.clientSWA,
        validUntil: nowSeconds() + 7 * 3600,
        validAfter: 0,
      },
      401,
    ],
    [
      'paymaster data for another client',
      {
        kind: 'paymaster',
        nonce: crypto.randomUUID(),
        clientSWA: `0x${'22'.repeat(20)}`,
        validUntil: nowSeconds() + 3600,
        validAfter: 0,
      },
      400,
    ],
  ])('refuses %s', async (_, body, status) => {
    const res = await sign(body);
    expect(res.status).toBe(status);
    expect(res.body.status).toBe('error');
    expect(res.body.error.message.length).toBeGreaterThan(0);
    expect(JSON.stringify(res.body)).not.toMatch(/0x[0-9a-fA-F]{130}/);
  });

  it('signs 5 OTP requests per contact per 600 s (§8.4), then 429 with Retry-After; another contact still signs', async () => {
    const data = (email: string) => ({ email, client_swa: DEMO_CLIENT.clientSWA, timestamp: Date.now() });
    const contact = `limit.${Date.now()}@example.com`;
    // Refusals do not count; the same contact in capitals does.
    expect((await sign({ kind: 'otp', data: { ...data(contact), timestamp: 1 } })).status).toBe(401);
    for (let i = 0; i < 5; i++)
      expect((await sign({ kind: 'otp', data: data(i ? contact : contact.toUpperCase()) })).status).toBe(200);
    const limited = await sign({ kind: 'otp', data: data(contact) });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatchObject({ code: 429, errorCode: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect((await sign({ kind: 'otp', data: data(`other.${contact}`) })).status).toBe(200);
    // Other payloads are not counted per contact.
    expect((await sign({ kind: 'session', sessionAddress: SessionKey.create().address })).status).toBe(200);
  });

  it('refuses another browser origin with 403 ORIGIN_NOT_ALLOWED (the cookie routes’ rule); no browser at all is answered', async () => {
    const body = { kind: 'session', sessionAddress: SessionKey.create().address };
    const post = () => request(stack.app).post(PATH).set('Content-Type', 'application/json');
    const refused = [
      await sign(body, 'https://evil.example'),
      await post().set('Sec-Fetch-Site', 'cross-site').send(body),
      await post().set('Referer', 'https://evil.example/page').send(body),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({
        code: 403,
        errorCode: 'ORIGIN_NOT_ALLOWED',
        message: 'The request must come from the configured CLIENT_ORIGIN',
      });
    }
    // No Origin, Sec-Fetch-Site or Referer: no browser, which could send any Origin anyway (docs/protocol.md §18.6).
    expect((await post().send(body)).status).toBe(200);
    expect((await post().set('Referer', `${ORIGIN}/login`).send(body)).status).toBe(200);
    const allowed = await sign(body);
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.signature).toMatch(/^0x[0-9a-f]{130}$/);
  });
});
