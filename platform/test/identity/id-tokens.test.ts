import { describe, it, expect, beforeEach } from '@jest/globals';
import request from 'supertest';
import { SignJWT } from 'jose';
import { DEMO_CLIENT } from '@satchel/shared';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Hex } from 'viem';
import { createIdentityApp, insertClient, vectors, type IdentityApp } from './helpers/identity-app.js';
import { authenticateBody, otpBody } from './helpers/sign-requests.js';
import { signClientJwt, type ClientJwtClaims } from '../../src/identity/tokens/sign-client-jwt.js';

const NOW_SEC = vectors.inputs.nowSec as number;
let t: IdentityApp;

const login = async (provider: string, idToken: string, client?: { clientKey: Hex; clientSWA: string }) =>
  request(t.app)
    .post('/api/oc/v1/authenticate')
    .send(await authenticateBody({ provider, idToken, nowMs: t.clock.nowMs, ...client }));
async function expectInvalid(
  provider: string,
  idToken: string,
  client?: { clientKey: Hex; clientSWA: string },
) {
  const res = await login(provider, idToken, client);
  expect(res.status).toBe(401);
  expect(res.body.error).toMatchObject({ errorCode: 'INVALID_ID_TOKEN', message: 'Invalid id token' });
}

/** A second registered client with its own key. */
function otherClient() {
  const clientKey = generatePrivateKey();
  const clientSWA = '0x00000000000000000000000000000000000000bb';
  insertClient(t.ctx, clientSWA, privateKeyToAccount(clientKey).address);
  return { clientKey, clientSWA };
}

/** OTP send + verify for ada@example.com; the verify answer. */
async function otpTokens() {
  const data = { email: 'ada@example.com', client_swa: DEMO_CLIENT.clientSWA, timestamp: t.clock.nowMs };
  const sent = await request(t.app)
    .post('/api/oc/v1/authenticate/email')
    .send(await otpBody(data));
  const code = (
    t.ctx.db.prepare('SELECT code FROM otp_challenges WHERE token = ?').get(sent.body.data.token) as {
      code: string;
    }
  ).code;
  const verify = {
    email: 'ada@example.com',
    token: sent.body.data.token,
    otp: code,
    client_swa: DEMO_CLIENT.clientSWA,
    timestamp: t.clock.nowMs,
  };
  const res = await request(t.app)
    .post('/api/oc/v1/authenticate/email/verify')
    .send(await otpBody(verify));
  expect(res.status).toBe(200);
  return res.body.data as { auth_token: string; refresh_auth_token: string };
}

beforeEach(() => {
  t = createIdentityApp();
});

describe('provider satchel (OTP auth_token)', () => {
  it('logs in once with the email identity; the token is single use', async () => {
    const { auth_token } = await otpTokens();
    expect((await login('satchel', auth_token)).status).toBe(200);
    expect(t.ctx.db.prepare('SELECT identity_key, email FROM users').get()).toEqual({
      identity_key: 'email:ada@example.com',
      email: 'ada@example.com',
    });
    await expectInvalid('satchel', auth_token);
  });

  it('a WhatsApp login gets the identity whatsapp:IN:<digits>', async () => {
    const data = {
      whatsapp_number: '98765-43210',
      country_short_name: 'IN',
      client_swa: DEMO_CLIENT.clientSWA,
      timestamp: t.clock.nowMs,
    };
    const sent = await request(t.app)
      .post('/api/oc/v1/authenticate/whatsapp')
      .send(await otpBody(data));
    const code = (t.ctx.db.prepare('SELECT code FROM otp_challenges').get() as { code: string }).code;
    const verify = {
      whatsapp_number: '9876543210',
      country_short_name: 'IN',
      token: sent.body.data.token,
      otp: code,
      client_swa: DEMO_CLIENT.clientSWA,
      timestamp: t.clock.nowMs,
    };
    const verified = await request(t.app)
      .post('/api/oc/v1/authenticate/whatsapp/verify')
      .send(await otpBody(verify));
    expect((await login('satchel', verified.body.data.auth_token)).status).toBe(200);
    expect(t.ctx.db.prepare('SELECT identity_key FROM users').get()).toEqual({
      identity_key: 'whatsapp:IN:9876543210',
    });
  });

  it('rejects a refresh token, a tampered token, a token of another client and an expired token', async () => {
    const { auth_token, refresh_auth_token } = await otpTokens();
    await expectInvalid('satchel', refresh_auth_token);
    await expectInvalid('satchel', `${auth_token.slice(0, -3)}abc`);
    const forged = await new SignJWT({
      iss: 'satchel-local',
      typ: 'satchel_auth',
      aud: DEMO_CLIENT.clientSWA,
      sub: 'email:eve@example.com',
      jti: 'x',
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(NOW_SEC)
      .setExpirationTime(NOW_SEC + 600)
      .sign(new Uint8Array(32));
    await expectInvalid('satchel', forged);
    await expectInvalid('satchel', auth_token, otherClient());
    t.clock.nowMs += (600 + 61) * 1000;
    await expectInvalid('satchel', auth_token);
  });
});

describe('providers client_jwt and jwt (§7.7)', () => {
  const claims = (overrides: Partial<ClientJwtClaims> = {}): ClientJwtClaims => ({
    iss: DEMO_CLIENT.clientSWA,
    sub: 'user-7',
    iat: NOW_SEC,
    exp: NOW_SEC + 3600,
    ...overrides,
  });
  const jwt = (overrides: Partial<ClientJwtClaims> = {}, key: string = DEMO_CLIENT.clientPrivateKey) =>
    signClientJwt(claims(overrides), key);

  it('reproduces the vector JWT byte for byte', () => {
    expect(signClientJwt(vectors.clientJwt.claims, DEMO_CLIENT.clientPrivateKey)).toBe(vectors.clientJwt.jwt);
  });

  it('accepts client_jwt and its alias jwt, identity jwt:<sub>, lowercase iss', async () => {
    expect((await login('client_jwt', jwt({ iss: DEMO_CLIENT.clientSWA.toLowerCase() }))).status).toBe(200);
    expect((await login('jwt', jwt())).status).toBe(200);
    expect(t.ctx.db.prepare('SELECT identity_key FROM users').all()).toEqual([
      { identity_key: 'jwt:user-7' },
    ]);
  });

  it('accepts the clock-skew edges', async () => {
    expect((await login('client_jwt', jwt({ iat: NOW_SEC + 60, exp: NOW_SEC + 120 }))).status).toBe(200);
    expect((await login('client_jwt', jwt({ iat: NOW_SEC - 3600, exp: NOW_SEC - 59 }))).status).toBe(200);
    expect((await login('client_jwt', jwt({ iat: NOW_SEC, exp: NOW_SEC + 86400 }))).status).toBe(200);
  });

  it('rejects wrong key, other client, expiry, future iat, long lifetime, bad sub, bad alg, garbage', async () => {
    await expectInvalid('client_jwt', jwt({}, generatePrivateKey()));
    await expectInvalid('client_jwt', jwt({ iss: '0x00000000000000000000000000000000000000bb' }));
    await expectInvalid('client_jwt', jwt(), otherClient());
    await expectInvalid('client_jwt', jwt({ iat: NOW_SEC - 3600, exp: NOW_SEC - 60 }));
    await expectInvalid('client_jwt', jwt({ iat: NOW_SEC + 61, exp: NOW_SEC + 600 }));
    await expectInvalid('client_jwt', jwt({ exp: NOW_SEC + 86401 }));
    await expectInvalid('client_jwt', jwt({ sub: '' }));
    await expectInvalid('client_jwt', jwt({ sub: 'x'.repeat(257) }));
    const token = jwt();
    const hs = `${Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url')}.${token.split('.').slice(1).join('.')}`;
    await expectInvalid('client_jwt', hs);
    const [h, p, s] = token.split('.');
    const sig = Buffer.from(s, 'base64url');
    sig[10] ^= 1;
    await expectInvalid('client_jwt', `${h}.${p}.${sig.toString('base64url')}`);
    await expectInvalid('client_jwt', 'a.b');
  });

  it('rejects a high-s signature', async () => {
    const [h, p, s] = jwt().split('.');
    const sig = Buffer.from(s, 'base64url');
    const n = BigInt('0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141');
    const highS = (n - BigInt(`0x${sig.subarray(32).toString('hex')}`)).toString(16).padStart(64, '0');
    const flipped = Buffer.concat([sig.subarray(0, 32), Buffer.from(highS, 'hex')]);
    await expectInvalid('client_jwt', `${h}.${p}.${flipped.toString('base64url')}`);
  });
});
