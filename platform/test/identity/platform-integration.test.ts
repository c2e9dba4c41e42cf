import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { DEMO_CLIENT } from '@satchel/shared';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { readDevCode, startPlatform, type TestPlatform } from '@satchel/test-support';
import { request } from '../helpers/request.js';
import { createUser } from '../../src/identity/users/create-user.js';
import { DEMO_CLIENT_RECORD } from '../../src/world/demo-client.js';
import { vectors } from './helpers/identity-app.js';
import { authenticateBody, otpBody } from './helpers/sign-requests.js';

const NOW = vectors.inputs.nowMs as number;
let platform: TestPlatform;

beforeAll(async () => {
  platform = await startPlatform({ nowMs: NOW, file: true, keepFile: true });
});
afterAll(async () => {
  await platform.close();
  rmSync(dirname(platform.dbPath), { recursive: true, force: true });
});

describe('identity on the real platform (seeded demo client, helmet, CORS, restart)', () => {
  it('accepts the authenticate vector and funds the new user from the seed', async () => {
    createUser(platform.ctx.db, {
      clientId: DEMO_CLIENT_RECORD.clientId,
      identityKey: 'jwt:demo-user-0001',
      userId: vectors.inputs.userId,
      nowSec: vectors.inputs.nowSec,
    });
    const res = await request(platform.url, 'POST', '/api/oc/v1/authenticate', {
      body: vectors.authenticate.body,
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'success', data: vectors.authenticate.expectedResponseData });
    expect(res.headers.get('x-trace-id')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('email OTP through the dev inbox, then login with provider satchel', async () => {
    const send = await request(platform.url, 'POST', '/api/oc/v1/authenticate/email', {
      body: vectors.otp.emailSend.body,
    });
    expect(send.status).toBe(200);
    const inbox = await readDevCode(platform.url, 'ada@example.com');
    expect(inbox.token).toBe(send.json.data.token);
    const verify = await otpBody({
      email: 'ada@example.com',
      token: inbox.token,
      otp: inbox.otp,
      client_swa: DEMO_CLIENT.clientSWA,
      timestamp: NOW,
    });
    const verified = await request(platform.url, 'POST', '/api/oc/v1/authenticate/email/verify', {
      body: verify,
    });
    expect(verified.status).toBe(200);
    const login = await request(platform.url, 'POST', '/api/oc/v1/authenticate', {
      body: await authenticateBody({
        provider: 'satchel',
        idToken: verified.json.data.auth_token,
        nowMs: NOW,
      }),
    });
    expect(login.status).toBe(200);
    const user = platform.ctx.db
      .prepare("SELECT user_swa_key FROM users WHERE identity_key = 'email:ada@example.com'")
      .get() as { user_swa_key: string };
    const balances = platform.ctx.db
      .prepare('SELECT COUNT(*) AS n FROM balances WHERE owner_key = ?')
      .get(user.user_swa_key) as { n: number };
    expect(balances.n).toBeGreaterThan(0);
  });

  it('rate limit answers 429 with Retry-After, exposed through CORS', async () => {
    for (let i = 1; i <= 4; i++) {
      const body = await otpBody({
        email: 'ada@example.com',
        client_swa: DEMO_CLIENT.clientSWA,
        timestamp: NOW + i,
      });
      expect((await request(platform.url, 'POST', '/api/oc/v1/authenticate/email', { body })).status).toBe(
        200,
      );
    }
    const body = await otpBody({
      email: 'ada@example.com',
      client_swa: DEMO_CLIENT.clientSWA,
      timestamp: NOW + 5,
    });
    const res = await request(platform.url, 'POST', '/api/oc/v1/authenticate/email', {
      body,
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('600');
    expect(res.headers.get('access-control-expose-headers')).toMatch(/Retry-After/);
  });

  it('pages keep their opener and their own CSP under the app-wide helmet', async () => {
    const q = new URLSearchParams({
      scope: 'openid email profile',
      redirect_uri: `${platform.ctx.config.publicUrl}/__/auth/handler`,
      response_type: 'id_token',
      client_id: 'satchel-local-web',
      nonce: 'n',
      state: JSON.stringify({ client_url: 'http://localhost:5173', platform: 'web' }),
    });
    for (const path of [`/oauth/google/authorize?${q}`, '/__/auth/handler']) {
      const page = await request(platform.url, 'GET', path);
      expect(page.status).toBe(200);
      expect(page.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
      expect(page.headers.get('content-security-policy')).toMatch(
        /^default-src 'none'; style-src 'unsafe-inline'; script-src 'self'/,
      );
    }
    const script = await request(platform.url, 'GET', '/__/auth/handler.js');
    expect(script.status).toBe(200);
  });

  it('survives a restart: keys, consumed nonce, OTP challenges', async () => {
    const jwks = (await request(platform.url, 'GET', '/.well-known/jwks.json')).json;
    const { dbPath } = platform;
    await platform.close();
    platform = await startPlatform({ nowMs: NOW, dbPath });
    expect((await request(platform.url, 'GET', '/.well-known/jwks.json')).json).toEqual(jwks);
    const replay = await request(platform.url, 'POST', '/api/oc/v1/authenticate', {
      body: vectors.authenticate.body,
    });
    expect(replay.status).toBe(409);
    expect(replay.json.error.errorCode).toBe('REPLAYED_REQUEST');
    expect((await request(platform.url, 'GET', '/dev/otp?contact=ada%40example.com')).status).toBe(200);
    const jwt = (await request(platform.url, 'POST', '/dev/client-jwt', { body: { sub: 'after-restart' } }))
      .json.data.jwt;
    const login = await request(platform.url, 'POST', '/api/oc/v1/authenticate', {
      body: await authenticateBody({ provider: 'jwt', idToken: jwt, nowMs: NOW }),
    });
    expect(login.status).toBe(200);
  });
});
