import { describe, it, expect, beforeEach } from '@jest/globals';
import request from 'supertest';
import { DEMO_CLIENT, ENVIRONMENTS } from '@satchel/shared';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Hex } from 'viem';
import { createUser } from '../../src/identity/users/create-user.js';
import { createIdentityApp, insertClient, vectors, type IdentityApp } from './helpers/identity-app.js';
import { authenticateBody, paymasterData } from './helpers/sign-requests.js';
import { signClientJwt } from '../../src/identity/tokens/sign-client-jwt.js';

const PATH = '/api/oc/v1/authenticate';
const vector = vectors.authenticate;
const nowSec = vectors.inputs.nowSec as number;
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value));

let t: IdentityApp;
const post = (body: unknown) =>
  request(t.app)
    .post(PATH)
    .send(body as object);
const demoJwt = (sub = 'demo-user-0001') =>
  signClientJwt(
    { iss: DEMO_CLIENT.clientSWA, sub, iat: nowSec, exp: nowSec + 3600 },
    DEMO_CLIENT.clientPrivateKey,
  );
const body = (overrides: Partial<Parameters<typeof authenticateBody>[0]> = {}) =>
  authenticateBody({ provider: 'client_jwt', idToken: demoJwt(), nowMs: t.clock.nowMs, ...overrides });

function expectError(
  res: request.Response,
  status: number,
  errorCode: string,
  message?: string,
  details?: string,
) {
  expect(res.status).toBe(status);
  expect(res.body.status).toBe('error');
  expect(res.body.error.errorCode).toBe(errorCode);
  expect(res.body.error.code).toBe(status);
  if (message !== undefined) expect(res.body.error.message).toBe(message);
  if (details !== undefined) expect(res.body.error.details).toBe(details);
  expect(res.body.error.trace_id).toMatch(/^[0-9a-f]{32}$/);
}

beforeEach(() => {
  t = createIdentityApp();
});

describe('authenticate: the protocol vector', () => {
  it('is accepted at nowMs and answers §7.5 for the pre-assigned user', async () => {
    createUser(t.ctx.db, {
      clientId: t.demoClientId,
      identityKey: 'jwt:demo-user-0001',
      userId: vectors.inputs.userId,
      nowSec,
    });
    const res = await post(vector.body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', data: vector.expectedResponseData });
    expect(Object.keys(res.body.data)).toEqual(['userSWA', 'nonce', 'clientSWA', 'sessionExpiry']);
    const session = t.ctx.db.prepare('SELECT * FROM sessions').get() as Record<string, unknown>;
    expect(session).toMatchObject({
      session_pk: vector.body.sessionData.sessionPk.toLowerCase(),
      session_address: vectors.session.sessionAddress,
      user_id: vectors.inputs.userId,
      env: vector.expectedSessionEnvironment,
      session_expiry: vector.expectedResponseData.sessionExpiry,
    });
  });

  it('creates the user at first login with its derived addresses and its two keys', async () => {
    const res = await post(vector.body);
    expect(res.status).toBe(200);
    const user = t.ctx.db.prepare('SELECT * FROM users').get() as Record<string, string>;
    expect(user.identity_key).toBe('jwt:demo-user-0001');
    expect(user.email).toBe('ada@example.com');
    expect(res.body.data.userSWA).toBe(user.user_swa);
    expect(user.ecdsa_public_key).toMatch(/^0x04[0-9a-f]{128}$/);
    expect(user.eddsa_public_key).toMatch(/^0x[0-9a-f]{64}$/);
    expect(user.ecdsa_key_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(user.eddsa_key_id).not.toBe(user.ecdsa_key_id);
  });

  it('resolves the same user on a second login with the same identity', async () => {
    const first = await post(await body());
    const second = await post(await body());
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.data.userSWA).toBe(first.body.data.userSWA);
    expect(t.ctx.db.prepare('SELECT COUNT(*) AS n FROM users').get()).toEqual({ n: 1 });
    expect(t.ctx.db.prepare('SELECT COUNT(*) AS n FROM sessions').get()).toEqual({ n: 2 });
  });

  it('records the environment of the paymaster (staging, production)', async () => {
    for (const env of ['staging', 'production'] as const) {
      const res = await post(await body({ paymaster: ENVIRONMENTS[env].paymaster.toLowerCase() }));
      expect(res.status).toBe(200);
      const row = t.ctx.db.prepare('SELECT env FROM sessions ORDER BY rowid DESC LIMIT 1').get();
      expect(row).toEqual({ env });
    }
  });
});

describe('authenticate: first failure wins', () => {
  it('rejects a body that is not an object', async () => {
    expectError(
      await request(t.app).post(PATH).set('Content-Type', 'application/json').send('[1]'),
      400,
      'BAD_REQUEST',
    );
  });

  it('rejects missing fields, bad formats and unknown keys with VALIDATION_ERROR', async () => {
    const missing = clone(vector.body);
    delete missing.sessionData.nonce;
    expectError(await post(missing), 400, 'VALIDATION_ERROR', 'Validation failed: Invalid nonce format');
    const unknown = { ...clone(vector.body), extra: 1 };
    expectError(
      await post(unknown),
      400,
      'VALIDATION_ERROR',
      "Validation failed: Unrecognized key(s) in object: 'extra'",
    );
    const badSig = clone(vector.body);
    badSig.sessionDataUserSignature = '0x1234';
    expectError(
      await post(badSig),
      400,
      'VALIDATION_ERROR',
      'Validation failed: Invalid sessionDataUserSignature format',
    );
    const emptyToken = clone(vector.body);
    emptyToken.authData.idToken = '';
    expectError(await post(emptyToken), 400, 'VALIDATION_ERROR', 'Validation failed: ID token is required');
  });

  it('rejects a session key that is not on the curve', async () => {
    const off = clone(vector.body);
    off.sessionData.sessionPk = `0x04${'1'.repeat(128)}`;
    expectError(
      await post(off),
      400,
      'VALIDATION_ERROR',
      'Validation failed: Invalid session public key format',
    );
  });

  it('checks the shape before the provider, then the provider', async () => {
    const both = clone(vector.body);
    both.authData.provider = 'facebook';
    both.sessionData.clientSWA = '0x12';
    expectError(await post(both), 400, 'VALIDATION_ERROR', 'Validation failed: Invalid clientSWA format');
    const provider = clone(vector.body);
    provider.authData.provider = 'facebook';
    expectError(await post(provider), 400, 'UNSUPPORTED_PROVIDER', 'Unsupported provider: facebook');
  });

  it('rejects a paymaster of no environment', async () => {
    expectError(
      await post(await body({ paymaster: DEMO_CLIENT.clientSWA })),
      400,
      'UNKNOWN_PAYMASTER',
      'Unknown paymaster',
    );
  });

  it('rejects an unknown or inactive client', async () => {
    const other = privateKeyToAccount(generatePrivateKey());
    expectError(
      await post(await body({ clientSWA: other.address })),
      401,
      'UNKNOWN_CLIENT',
      'Unknown client',
    );
    const key = generatePrivateKey();
    insertClient(
      t.ctx,
      '0x00000000000000000000000000000000000000aa',
      privateKeyToAccount(key).address,
      false,
    );
    const inactive = await body({ clientSWA: '0x00000000000000000000000000000000000000aa', clientKey: key });
    expectError(await post(inactive), 401, 'UNKNOWN_CLIENT');
  });

  it('rejects a tampered or foreign client signature with details = the field', async () => {
    const tampered = clone(vector.body);
    const sig = tampered.sessionPkClientSignature as string;
    tampered.sessionPkClientSignature = `${sig.slice(0, 130)}${sig.endsWith('1b') ? '1c' : '1b'}`;
    expectError(
      await post(tampered),
      401,
      'INVALID_SIGNATURE',
      'Invalid signature',
      'sessionPkClientSignature',
    );
    const wrongKey = await body({ sessionPkClientKey: generatePrivateKey() });
    expectError(
      await post(wrongKey),
      401,
      'INVALID_SIGNATURE',
      'Invalid signature',
      'sessionPkClientSignature',
    );
  });

  it('rejects a session signature that is not by the session key', async () => {
    const other = await body();
    const mixed = clone(vector.body);
    mixed.sessionDataUserSignature = other.sessionDataUserSignature;
    expectError(await post(mixed), 401, 'INVALID_SIGNATURE', 'Invalid signature', 'sessionDataUserSignature');
  });

  it('rejects a high-s signature', async () => {
    const n = BigInt('0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141');
    const sig = vector.body.sessionDataUserSignature as string;
    const s = BigInt(`0x${sig.slice(66, 130)}`);
    const v = sig.slice(130) === '1b' ? '1c' : '1b';
    const highS = `${sig.slice(0, 66)}${(n - s).toString(16).padStart(64, '0')}${v}`;
    const tampered = clone(vector.body);
    tampered.sessionDataUserSignature = highS;
    expectError(await post(tampered), 401, 'INVALID_SIGNATURE', undefined, 'sessionDataUserSignature');
  });

  it('rejects paymaster data for another nonce or by another key', async () => {
    const forOther = await body();
    forOther.sessionData.paymasterData = await paymasterData({
      nonce: '11111111-2222-4333-8444-555555555555',
      clientSWA: DEMO_CLIENT.clientSWA,
      clientKey: DEMO_CLIENT.clientPrivateKey as Hex,
      nowMs: t.clock.nowMs,
    });
    expectError(await post(forOther), 401, 'INVALID_PAYMASTER_DATA');
    const byOther = await body();
    byOther.sessionData.paymasterData = await paymasterData({
      nonce: byOther.sessionData.nonce,
      clientSWA: DEMO_CLIENT.clientSWA,
      clientKey: generatePrivateKey(),
      nowMs: t.clock.nowMs,
    });
    expectError(await post(byOther), 401, 'INVALID_PAYMASTER_DATA');
  });

  it('rejects an expired paymaster window', async () => {
    t.clock.nowMs = vectors.inputs.nowMs + 21600 * 1000;
    expectError(
      await post(vector.body),
      401,
      'PAYMASTER_DATA_EXPIRED',
      'Paymaster data expired or not yet valid',
    );
  });

  it('rejects a replayed nonce and a reused session key with 409', async () => {
    expect((await post(vector.body)).status).toBe(200);
    expectError(await post(vector.body), 409, 'REPLAYED_REQUEST', 'Request already used', 'nonce');
    const sameKey = await body({ sessionPrivKey: vectors.inputs.sessionPrivKey });
    expectError(await post(sameKey), 409, 'REPLAYED_REQUEST', 'Request already used', 'sessionPk');
  });

  it('checks the id token before the replay rules', async () => {
    expect((await post(vector.body)).status).toBe(200);
    const replayWithBadToken = clone(vector.body);
    replayWithBadToken.authData.idToken = 'not-a-jwt';
    expectError(await post(replayWithBadToken), 401, 'INVALID_ID_TOKEN', 'Invalid id token');
  });

  it('writes nothing when a step of the login transaction fails', async () => {
    const failing = createIdentityApp({
      authenticate: {
        onUserCreated: () => {
          throw new Error('faucet down');
        },
      },
    });
    t = failing;
    const res = await post(vector.body);
    expect(res.status).toBe(500);
    expect(res.body.error.errorCode).toBe('INTERNAL_ERROR');
    for (const table of ['users', 'sessions', 'used_values'])
      expect(t.ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get()).toEqual({ n: 0 });
  });
});
