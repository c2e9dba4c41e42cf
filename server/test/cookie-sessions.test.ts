import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RunningPlatform } from '@satchel/platform';
import { startPlatform } from '@satchel/test-support';
import type { Express } from 'express';
import request from 'supertest';
import { createServerApp, sharedStateOf } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { ok } from './helpers/bff.js';
import {
  DEMO_ORIGIN,
  loginWithCookie,
  postWithCookie,
  waitForOrderWithCookie,
} from './helpers/cookie-flows.js';
import { expectError } from './helpers/expect-error.js';
import { RECIPIENT } from './helpers/intent-flows.js';
import { startRedis, type RunningRedis } from './helpers/redis-server.js';
import { memorySink } from './helpers/stack.js';

// Sessions kept by the BFF behind a cookie, with two instances (two apps, two Redis clients) sharing one real
// redis-server, against the real platform: what one instance keeps, the other uses; a logout on one is seen by both.
const KEY = 'a1'.repeat(32);
let platform: RunningPlatform;
let redis: RunningRedis;
let a: Express;
let b: Express;
const logs = memorySink();

const instance = () =>
  createServerApp(
    loadConfig({
      PLATFORM_URL: platform.url,
      REDIS_URL: redis.url,
      SESSION_ENCRYPTION_KEY: KEY,
      CLIENT_ORIGIN: DEMO_ORIGIN,
      AUTH_RATE_LIMIT_MAX: '0',
      LOG_LEVEL: 'debug',
    }),
    { logDestination: logs.stream },
  );

beforeAll(async () => {
  platform = await startPlatform({ settleMs: 30 });
  redis = await startRedis();
  a = instance();
  b = instance();
  for (let i = 0; i < 200 && ![a, b].every((app) => sharedStateOf(app).isReady()); i++)
    await new Promise((resolve) => setTimeout(resolve, 25));
});

afterAll(async () => {
  await Promise.all([a, b].map((app) => sharedStateOf(app).close()));
  await redis.close();
  await platform.close();
});

const transfer = { caip2Id: 'eip155:84532', recipient: RECIPIENT, token: '', amount: '1000' };

describe('a session kept by the BFF behind a cookie', () => {
  it('login on one instance answers a cookie and no private key; the other transfers and reads with it', async () => {
    const { cookie, setCookie, body } = await loginWithCookie(a, platform.url, 'cookie@example.com');
    expect(body.sessionConfig).toBeUndefined();
    expect(body.sessionCookie).toEqual({
      sessionPubKey: expect.stringMatching(/^0x04[0-9a-f]{128}$/),
      userSWA: (body.data as { userSWA: string }).userSWA,
    });
    expect(JSON.stringify(body)).not.toMatch(/sessionPrivKey/);
    // Plain http on loopback: Lax without Secure (see session-cookie.ts).
    expect(setCookie).toMatch(/; Max-Age=\d+; Path=\/api; HttpOnly; SameSite=Lax$/);

    const job = ok(await postWithCookie<{ jobId: string }>(b, '/api/intent/tokenTransfer', cookie, transfer));
    const order = await waitForOrderWithCookie(b, cookie, job.jobId);
    expect(order.status).toBe('SUCCESSFUL');
    const wallets = ok(await postWithCookie<{ address: string }[]>(a, '/api/explorer/account', cookie));
    expect(wallets.length).toBeGreaterThan(0);
  });

  it('the stored Redis value is sealed: no private key, no cookie value in clear', async () => {
    const { cookie } = await loginWithCookie(a, platform.url, 'sealed@example.com');
    const keys = await sharedRedisKeys();
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).not.toContain(cookie.split('=')[1]);
      const value = (await redisGet(key)) ?? '';
      expect(value).not.toMatch(/sessionPrivKey|0x[0-9a-f]{64}/);
      expect(Buffer.from(value, 'base64').toString('latin1')).not.toMatch(/sessionPrivKey|userSWA/);
    }
  });

  it('logout on one instance: the other refuses the cookie, and the cookie is cleared', async () => {
    const { cookie } = await loginWithCookie(b, platform.url, 'logout@example.com');
    ok(await postWithCookie(a, '/api/explorer/account', cookie));
    const out = await postWithCookie(a, '/api/auth/logout', cookie);
    expect(ok(out)).toEqual({ loggedOut: true, sessionEnded: true });
    expect(String(out.headers['set-cookie'])).toMatch(/^satchel_session=; Max-Age=0;/);
    expectError(
      await postWithCookie(b, '/api/explorer/account', cookie),
      401,
      'AUTH_REQUIRED',
      'The session cookie is expired or logged out: log in again',
    );
    // Forgotten on every instance: a second logout names no session to end.
    expect(ok(await postWithCookie(b, '/api/auth/logout', cookie))).toEqual({
      loggedOut: true,
      sessionEnded: false,
    });
    expect(ok(await postWithCookie(b, '/api/auth/logout', ''))).toEqual({
      loggedOut: false,
      sessionEnded: false,
    });
  });

  it('a forged request from another origin, or with no origin at all, is refused before anything runs', async () => {
    const { cookie } = await loginWithCookie(a, platform.url, 'forged@example.com');
    const forged = await postWithCookie(
      b,
      '/api/intent/tokenTransfer',
      cookie,
      transfer,
      'https://evil.example',
    );
    expectError(forged, 403, 'ORIGIN_NOT_ALLOWED', 'The request must come from the configured CLIENT_ORIGIN');
    expect(forged.headers['access-control-allow-origin']).toBeUndefined();
    expectError(
      await postWithCookie(a, '/api/explorer/account', cookie, {}, null),
      403,
      'ORIGIN_NOT_ALLOWED',
    );
    const viaReferer = await request(a)
      .post('/api/explorer/account')
      .set('Cookie', cookie)
      .set('Referer', `${DEMO_ORIGIN}/wallet`)
      .send({});
    expect(viaReferer.status).toBe(200);
    const crossSite = await request(a)
      .post('/api/explorer/account')
      .set('Cookie', cookie)
      .set('Sec-Fetch-Site', 'cross-site')
      .set('Referer', `${DEMO_ORIGIN}/wallet`)
      .send({});
    expect(crossSite.status).toBe(403);
    // A forged logout is refused too: the session is still there.
    expectError(
      await postWithCookie(a, '/api/auth/logout', cookie, {}, 'https://evil.example'),
      403,
      'ORIGIN_NOT_ALLOWED',
    );
    const orders = ok(
      await postWithCookie<{ count: number }>(b, '/api/explorer/order-history', cookie, {
        intent_type: 'TOKEN_TRANSFER',
      }),
    );
    expect(orders.count).toBe(0);
  });

  it('sessionConfig in the body still works beside the cookie routes, and wins over a cookie', async () => {
    const res = await request(a)
      .post('/api/explorer/account')
      .set('Cookie', 'satchel_session=unknown')
      .send({ sessionConfig: { sessionPrivKey: '0x1', sessionPubKey: '0x2', userSWA: '0x3' } });
    // The body's (malformed) session is validated; the unknown cookie is not consulted.
    expect(res.status).toBe(400);
    expect(logs.text()).not.toMatch(/satchel_session=[A-Za-z0-9_-]{43}/);
  });
});

const sharedRedisKeys = () => redisCommand(['KEYS', 'satchel:bff:session:*']) as Promise<string[]>;
const redisGet = (key: string) => redisCommand(['GET', key]) as Promise<string | null>;

async function redisCommand(args: string[]): Promise<unknown> {
  const { createClient } = await import('redis');
  const client = createClient({ url: redis.url });
  await client.connect();
  try {
    return await client.sendCommand(args);
  } finally {
    client.destroy();
  }
}
