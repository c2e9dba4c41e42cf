import { describe, it, expect, beforeEach } from '@jest/globals';
import request from 'supertest';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { createHash, randomBytes } from 'node:crypto';
import { createIdentityApp, PUBLIC_URL, type IdentityApp } from './helpers/identity-app.js';
import { hiddenFields } from './helpers/pages.js';
import { authenticateBody } from './helpers/sign-requests.js';

const APPLE_REDIRECT = 'http://localhost:5173/auth/callback/apple';
const X_REDIRECT = 'http://localhost:5173/auth/callback/twitter';
const X_SCOPE = 'tweet.read users.read users.email offline.access';
const basic = (id = 'satchel-local-twitter', secret = 'secret') =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
let t: IdentityApp;

const login = async (provider: string, idToken: string) =>
  request(t.app)
    .post('/api/oc/v1/authenticate')
    .send(await authenticateBody({ provider, idToken, nowMs: t.clock.nowMs }));
const expectInvalidGrant = (res: request.Response) => {
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ error: 'invalid_grant' });
};

/** Authorize page → form post → the redirect's query. */
async function authorize(
  provider: 'apple' | 'twitter',
  query: Record<string, string>,
  account: Record<string, string>,
) {
  const page = await request(t.app).get(`/oauth/${provider}/authorize?${new URLSearchParams(query)}`);
  expect(page.status).toBe(200);
  expect(page.headers['content-security-policy']).toContain("form-action 'self' http://localhost:5173");
  const res = await request(t.app)
    .post(`/oauth/${provider}/authorize`)
    .type('form')
    .send({ ...hiddenFields(page.text), ...account });
  expect(res.status).toBe(303);
  return new URL(res.headers.location);
}

const appleQuery = {
  response_type: 'code',
  client_id: 'satchel-local-apple',
  redirect_uri: APPLE_REDIRECT,
  scope: 'name email',
  state: 'st-1',
  response_mode: 'query',
};
async function appleCode() {
  const url = await authorize('apple', appleQuery, {
    email: 'grace@example.com',
    name: 'Grace',
    action: 'allow',
  });
  expect(url.origin + url.pathname).toBe(APPLE_REDIRECT);
  expect(url.searchParams.get('state')).toBe('st-1');
  return url.searchParams.get('code') as string;
}
const appleExchange = (code: string, overrides: Record<string, string> = {}) =>
  request(t.app)
    .post('/oauth/apple/token')
    .type('form')
    .send({
      grant_type: 'authorization_code',
      code,
      redirect_uri: APPLE_REDIRECT,
      client_id: 'satchel-local-apple',
      client_secret: 'jwt-secret',
      ...overrides,
    });

function pkce(method: 'S256' | 'plain') {
  const verifier = randomBytes(32).toString('base64url');
  return {
    verifier,
    challenge: method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier,
  };
}
async function twitterCode(method: 'S256' | 'plain', challenge: string) {
  const query = {
    response_type: 'code',
    client_id: 'satchel-local-twitter',
    redirect_uri: X_REDIRECT,
    scope: X_SCOPE,
    state: 'st-2',
    code_challenge: challenge,
    code_challenge_method: method,
  };
  const url = await authorize('twitter', query, { username: 'grace_h', name: 'Grace', action: 'allow' });
  expect(url.searchParams.get('state')).toBe('st-2');
  return url.searchParams.get('code') as string;
}
const twitterExchange = (
  code: string,
  verifier: string,
  auth = basic(),
  extra: Record<string, string> = {},
) =>
  request(t.app)
    .post('/oauth/twitter/token')
    .set('Authorization', auth)
    .type('form')
    .send({
      grant_type: 'authorization_code',
      code,
      redirect_uri: X_REDIRECT,
      code_verifier: verifier,
      ...extra,
    });

beforeEach(() => {
  t = createIdentityApp();
});

describe('Apple stand-in', () => {
  it('authorize → code → token → authenticate apple', async () => {
    const res = await appleExchange(await appleCode());
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['access_token', 'token_type', 'expires_in', 'id_token']);
    expect(res.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    const jwks = (await request(t.app).get('/.well-known/jwks.json')).body;
    const { payload } = await jwtVerify(res.body.id_token, createLocalJWKSet(jwks), {
      issuer: `${PUBLIC_URL}/oauth/apple`,
      audience: 'satchel-local-apple',
      currentDate: new Date(t.clock.nowMs),
    });
    expect(payload).toMatchObject({ email: 'grace@example.com', email_verified: true });
    expect((await login('apple', res.body.id_token)).status).toBe(200);
    expect(t.ctx.db.prepare('SELECT identity_key FROM users').get()).toEqual({
      identity_key: 'email:grace@example.com',
    });
  });

  it('codes are single use, bound to client_id and redirect_uri, valid 600 s', async () => {
    const code = await appleCode();
    expectInvalidGrant(await appleExchange(code, { redirect_uri: 'http://localhost:5173/other' }));
    expectInvalidGrant(await appleExchange(code, { client_id: 'other' }));
    expectInvalidGrant(await appleExchange(code, { grant_type: 'refresh_token' }));
    expectInvalidGrant(await appleExchange(code, { client_secret: '' }));
    expect((await appleExchange(code)).status).toBe(200);
    expectInvalidGrant(await appleExchange(code));
    expectInvalidGrant(await appleExchange('unknown'));
    const late = await appleCode();
    t.clock.nowMs += 600 * 1000;
    expectInvalidGrant(await appleExchange(late));
  });

  it('authenticate rejects an Apple id_token for another audience, tampered or expired', async () => {
    const expectInvalid = async (token: string) => {
      const res = await login('apple', token);
      expect(res.status).toBe(401);
      expect(res.body.error.errorCode).toBe('INVALID_ID_TOKEN');
    };
    const query = { ...appleQuery, client_id: 'someone-else' };
    const url = await authorize('apple', query, { email: 'grace@example.com', action: 'allow' });
    const other = await appleExchange(url.searchParams.get('code') as string, { client_id: 'someone-else' });
    expect(other.status).toBe(200);
    await expectInvalid(other.body.id_token);
    const idToken = (await appleExchange(await appleCode())).body.id_token as string;
    await expectInvalid(`${idToken.slice(0, -4)}AAAA`);
    t.clock.nowMs += (3600 + 61) * 1000;
    await expectInvalid(idToken);
  });

  it('cancel and bad parameters', async () => {
    const cancel = await authorize('apple', appleQuery, { action: 'cancel' });
    expect(cancel.searchParams.get('error')).toBe('user_cancelled_authorize');
    expect(cancel.searchParams.get('state')).toBe('st-1');
    for (const bad of [
      { response_type: 'id_token' },
      { client_id: '' },
      { redirect_uri: 'nope' },
      { redirect_uri: 'https://evil.example/cb' },
      { response_mode: 'form_post' },
    ]) {
      const res = await request(t.app).get(
        `/oauth/apple/authorize?${new URLSearchParams({ ...appleQuery, ...bad })}`,
      );
      expect(res.status).toBe(400);
    }
  });
});

describe('X stand-in', () => {
  it.each(['S256', 'plain'] as const)(
    'authorize → code → token (PKCE %s) → authenticate twitter',
    async (method) => {
      const { verifier, challenge } = pkce(method);
      const res = await twitterExchange(await twitterCode(method, challenge), verifier);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['token_type', 'expires_in', 'access_token', 'scope']);
      expect(res.body).toMatchObject({ token_type: 'bearer', expires_in: 7200, scope: X_SCOPE });
      expect((await login('twitter', res.body.access_token)).status).toBe(200);
      const user = t.ctx.db.prepare('SELECT identity_key FROM users').get() as { identity_key: string };
      expect(user.identity_key).toMatch(/^twitter:[0-9]+$/);
    },
  );

  it('rejects a wrong verifier, missing Basic credentials, another client, reuse', async () => {
    const { verifier, challenge } = pkce('S256');
    const code = await twitterCode('S256', challenge);
    expectInvalidGrant(await twitterExchange(code, `${verifier}x`));
    expectInvalidGrant(await twitterExchange(code, verifier, 'Bearer abc'));
    expectInvalidGrant(await twitterExchange(code, verifier, basic('satchel-local-twitter', '')));
    expectInvalidGrant(await twitterExchange(code, verifier, basic('other-client')));
    expectInvalidGrant(await twitterExchange(code, verifier, basic(), { client_id: 'other-client' }));
    expect((await twitterExchange(code, verifier)).status).toBe(200);
    expectInvalidGrant(await twitterExchange(code, verifier));
  });

  it('authenticate rejects an unknown, expired or non-X access token', async () => {
    const expectInvalid = async (token: string) => {
      const res = await login('twitter', token);
      expect(res.status).toBe(401);
      expect(res.body.error.errorCode).toBe('INVALID_ID_TOKEN');
    };
    await expectInvalid('unknown-token');
    const apple = await appleExchange(await appleCode());
    await expectInvalid(apple.body.access_token);
    const { verifier, challenge } = pkce('S256');
    const token = (await twitterExchange(await twitterCode('S256', challenge), verifier)).body.access_token;
    t.clock.nowMs += 7200 * 1000;
    await expectInvalid(token);
  });

  it('bad authorize parameters answer 400; cancel redirects with access_denied', async () => {
    const base = {
      response_type: 'code',
      client_id: 'c',
      redirect_uri: X_REDIRECT,
      scope: X_SCOPE,
      state: 's',
      code_challenge: 'x',
      code_challenge_method: 'S256',
    };
    for (const bad of [
      { redirect_uri: 'https://evil.example/cb' },
      { code_challenge_method: 'S512' },
      { code_challenge: '' },
      { state: '' },
      { scope: '' },
    ]) {
      expect(
        (await request(t.app).get(`/oauth/twitter/authorize?${new URLSearchParams({ ...base, ...bad })}`))
          .status,
      ).toBe(400);
    }
    const cancel = await authorize('twitter', base, { action: 'cancel' });
    expect(cancel.searchParams.get('error')).toBe('access_denied');
  });
});
