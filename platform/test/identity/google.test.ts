import { describe, it, expect, beforeEach } from '@jest/globals';
import request from 'supertest';
import { createLocalJWKSet, jwtVerify, SignJWT, decodeProtectedHeader } from 'jose';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createIdentityApp, PUBLIC_URL, type IdentityApp } from './helpers/identity-app.js';
import { hiddenFields } from './helpers/pages.js';
import { authenticateBody } from './helpers/sign-requests.js';
import { LEDGER_ONLY } from '../../src/runtimes/platform-chains.js';
import { signProviderIdToken } from '../../src/identity/tokens/sign-provider-id-token.js';

const REDIRECT = `${PUBLIC_URL}/__/auth/handler`;
const STATE = JSON.stringify({ client_url: 'http://localhost:5173', platform: 'web' });
let t: IdentityApp;

const authorizeQuery = (overrides: Record<string, string | undefined> = {}) => {
  const params: Record<string, string | undefined> = {
    scope: 'openid email profile',
    redirect_uri: REDIRECT,
    response_type: 'id_token',
    client_id: 'satchel-local-web',
    nonce: randomUUID(),
    state: STATE,
    ...overrides,
  };
  return new URLSearchParams(
    Object.entries(params).filter(([, v]) => v !== undefined) as [string, string][],
  ).toString();
};

/** Opens the authorize page, posts its form back with an account; returns the redirect. */
async function signIn(account: Record<string, string>, query = authorizeQuery()) {
  const page = await request(t.app).get(`/oauth/google/authorize?${query}`);
  expect(page.status).toBe(200);
  return request(t.app)
    .post('/oauth/google/authorize')
    .type('form')
    .send({ ...hiddenFields(page.text), ...account });
}

async function idTokenFor(email = 'ada@example.com', query?: string) {
  const res = await signIn({ email, name: 'Ada', action: 'allow' }, query);
  expect(res.status).toBe(303);
  const [target, fragment] = res.headers.location.split('#');
  expect(target).toBe(REDIRECT);
  const params = new URLSearchParams(fragment);
  expect(params.get('state')).toBe(STATE);
  return params.get('id_token') as string;
}

const login = async (idToken: string, provider = 'google') =>
  request(t.app)
    .post('/api/oc/v1/authenticate')
    .send(await authenticateBody({ provider, idToken, nowMs: t.clock.nowMs }));

beforeEach(() => {
  t = createIdentityApp();
});

describe('Google stand-in', () => {
  it('shows the sign-in page with headers that keep the opener and allow the form', async () => {
    const page = await request(t.app).get(`/oauth/google/authorize?${authorizeQuery()}`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(page.headers['content-security-policy']).toContain("form-action 'self' http://localhost:4100");
    expect(page.text).toContain('Sign in with Google');
    expect(page.text).toContain('ada@example.com');
  });

  it('answers 400 HTML for bad parameters', async () => {
    for (const bad of [
      { response_type: 'code' },
      { scope: 'email profile' },
      { client_id: '' },
      { nonce: undefined },
      { redirect_uri: 'http://evil.example/__/auth/handler' },
      { redirect_uri: 'not a url' },
    ]) {
      const res = await request(t.app).get(`/oauth/google/authorize?${authorizeQuery(bad)}`);
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/text\/html/);
    }
    const post = await request(t.app)
      .post('/oauth/google/authorize')
      .type('form')
      .send({ email: 'ada@example.com' });
    expect(post.status).toBe(400);
  });

  it('redirects with an id_token that verifies against the published JWKS', async () => {
    const nonce = randomUUID();
    const idToken = await idTokenFor('Ada@Example.com', authorizeQuery({ nonce }));
    const jwks = await request(t.app).get('/.well-known/jwks.json');
    expect(jwks.status).toBe(200);
    expect(jwks.body.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.body.keys[0].d).toBeUndefined();
    const { payload, protectedHeader } = await jwtVerify(idToken, createLocalJWKSet(jwks.body), {
      issuer: `${PUBLIC_URL}/oauth/google`,
      audience: 'satchel-local-web',
      currentDate: new Date(t.clock.nowMs),
    });
    expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: jwks.body.keys[0].kid });
    expect(payload).toMatchObject({ email: 'ada@example.com', email_verified: true, name: 'Ada', nonce });
    expect(payload.exp! - payload.iat!).toBe(3600);
  });

  it('cancel redirects with error=access_denied and the state', async () => {
    const res = await signIn({ action: 'cancel' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(
      `${REDIRECT}#${new URLSearchParams({ error: 'access_denied', state: STATE })}`,
    );
  });

  it('an invalid email shows the form again', async () => {
    const res = await signIn({ email: 'nope', action: 'allow' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('Enter a valid email address.');
  });

  it('authenticate accepts the token (identity = verified email) and reuses it while valid', async () => {
    const idToken = await idTokenFor();
    const first = await login(idToken);
    expect(first.status).toBe(200);
    expect((await login(idToken)).body.data.userSWA).toBe(first.body.data.userSWA);
    expect(t.ctx.db.prepare('SELECT identity_key, email FROM users').all()).toEqual([
      { identity_key: 'email:ada@example.com', email: 'ada@example.com' },
    ]);
  });

  it('an unverified email gives the identity google:<sub>', async () => {
    const idToken = await signProviderIdToken(t.ctx, 'google', {
      aud: 'satchel-local-web',
      sub: '42',
      email: 'x@example.com',
      email_verified: false,
    });
    expect((await login(idToken)).status).toBe(200);
    expect(t.ctx.db.prepare('SELECT identity_key FROM users').get()).toEqual({ identity_key: 'google:42' });
  });

  it('rejects an expired token, another audience, another issuer, a foreign key and a tampered token', async () => {
    const idToken = await idTokenFor();
    const expectInvalid = async (token: string, provider = 'google') => {
      const res = await login(token, provider);
      expect(res.status).toBe(401);
      expect(res.body.error.errorCode).toBe('INVALID_ID_TOKEN');
    };
    await expectInvalid(await idTokenFor('ada@example.com', authorizeQuery({ client_id: 'someone-else' })));
    await expectInvalid(idToken, 'apple');
    await expectInvalid(`${idToken.slice(0, -4)}AAAA`);
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = await new SignJWT({
      iss: `${PUBLIC_URL}/oauth/google`,
      aud: 'satchel-local-web',
      sub: '1',
      email: 'ada@example.com',
      email_verified: true,
    })
      .setProtectedHeader({ alg: 'RS256', kid: decodeProtectedHeader(idToken).kid })
      .setIssuedAt(Math.floor(t.clock.nowMs / 1000))
      .setExpirationTime(Math.floor(t.clock.nowMs / 1000) + 3600)
      .sign(privateKey);
    await expectInvalid(forged);
    t.clock.nowMs += (3600 + 61) * 1000;
    await expectInvalid(idToken);
  });

  it('creating the router again keeps the installation keys', async () => {
    const idToken = await idTokenFor();
    const { createIdentityRouter } = await import('../../src/identity/router.js');
    createIdentityRouter(t.ctx, LEDGER_ONLY);
    const rows = t.ctx.db.prepare("SELECT key FROM meta WHERE key LIKE 'identity.%' ORDER BY key").all();
    expect(rows).toEqual([{ key: 'identity.hs256_secret' }, { key: 'identity.rsa_private_jwk' }]);
    expect((await login(idToken)).status).toBe(200);
  });
});
