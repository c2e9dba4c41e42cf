import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sessionValidUntil, startNotFoundServer } from '@satchel/test-support';
import { createServerApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { ok, post } from './helpers/bff.js';
import { loginWithCookie, postWithCookie } from './helpers/cookie-flows.js';
import { expectError } from './helpers/expect-error.js';
import { loginByEmail } from './helpers/flows.js';
import { forgedSession } from './helpers/session-keys.js';
import { memorySink, startStack, type TestStack } from './helpers/stack.js';

// api/auth/logout ends the session on the platform too (docs/protocol.md §18.5, §6.3), against the real platform;
// viem reads the account's sessionValidUntil on the environment chain through the platform's JSON-RPC endpoint.
let stack: TestStack;
let notFound: { url: string; close(): Promise<void> };
beforeAll(async () => {
  stack = await startStack();
  notFound = await startNotFoundServer();
});
afterAll(async () => {
  await notFound.close();
  await stack.close();
});

const validUntil = (session: { sessionPubKey: string; userSWA: string }) =>
  sessionValidUntil(stack.platform.url, session);
const now = () => Math.floor(Date.now() / 1000);
let counter = 0;
const email = (label: string) => `logout-${label}-${Date.now().toString(36)}-${++counter}@example.com`;

describe('api/auth/logout ends the session on the platform', () => {
  it('the cookie’s session: forgotten here, refused by the platform, its key removed on chain', async () => {
    const { cookie, body } = await loginWithCookie(stack.app, stack.platform.url, email('cookie'));
    const session = body.sessionCookie as { sessionPubKey: string; userSWA: string };
    expect(await validUntil(session)).toBeGreaterThan(now());

    const out = await postWithCookie(stack.app, '/api/auth/logout', cookie);
    expect(ok(out)).toEqual({ loggedOut: true, sessionEnded: true });
    expect(String(out.headers['set-cookie'])).toMatch(/^satchel_session=; Max-Age=0;/);
    expect(await validUntil(session)).toBe(0);
    // The platform's session ended (its bearer is refused from now on: §6.2 step 5).
    const row = stack.platform.ctx.db
      .prepare('SELECT session_expiry AS expiry FROM sessions WHERE session_pk = ?')
      .get(session.sessionPubKey.toLowerCase()) as { expiry: number };
    expect(row.expiry).toBeLessThanOrEqual(now());
    expectError(await postWithCookie(stack.app, '/api/explorer/account', cookie), 401, 'AUTH_REQUIRED');
    // The cookie's session is forgotten: a second logout names none.
    expect(ok(await postWithCookie(stack.app, '/api/auth/logout', cookie))).toEqual({
      loggedOut: true,
      sessionEnded: false,
    });
  });

  it('a body sessionConfig (curl, Postman): ended on the platform; twice is no error', async () => {
    const session = await loginByEmail(stack.app, stack.platform.url, email('body'));
    expect(await validUntil(session)).toBeGreaterThan(now());
    expect(ok(await post(stack.app, '/api/auth/logout', { sessionConfig: session }))).toEqual({
      loggedOut: false,
      sessionEnded: true,
    });
    expect(await validUntil(session)).toBe(0);
    expectError(
      await post(stack.app, '/api/explorer/account', { sessionConfig: session }),
      401,
      'SESSION_EXPIRED',
    );
    // Already ended on the platform (SESSION_EXPIRED there): still ended, not an error.
    expect(ok(await post(stack.app, '/api/auth/logout', { sessionConfig: session }))).toEqual({
      loggedOut: false,
      sessionEnded: true,
    });
  });

  it('a cookie and another body session: both ended, the cookie forgotten', async () => {
    const { cookie, body } = await loginWithCookie(stack.app, stack.platform.url, email('both'));
    const kept = body.sessionCookie as { sessionPubKey: string; userSWA: string };
    const named = await loginByEmail(stack.app, stack.platform.url, email('named'));
    const out = await postWithCookie(stack.app, '/api/auth/logout', cookie, { sessionConfig: named });
    expect(ok(out)).toEqual({ loggedOut: true, sessionEnded: true });
    expect(await validUntil(kept)).toBe(0);
    expect(await validUntil(named)).toBe(0);
  });

  it('nothing named: nothing ended; a mismatched key pair is refused before anything is forgotten', async () => {
    expect(ok(await post(stack.app, '/api/auth/logout', {}))).toEqual({
      loggedOut: false,
      sessionEnded: false,
    });
    const { cookie } = await loginWithCookie(stack.app, stack.platform.url, email('mismatch'));
    const [a, b] = [forgedSession(), forgedSession()];
    const mismatched = { ...a, sessionPubKey: b.sessionPubKey };
    const refused = await postWithCookie(stack.app, '/api/auth/logout', cookie, {
      sessionConfig: mismatched,
    });
    expectError(refused, 400, 'VALIDATION_ERROR');
    ok(await postWithCookie(stack.app, '/api/explorer/account', cookie));
    expectError(await post(stack.app, '/api/auth/logout', { extra: 1 }), 400, 'VALIDATION_ERROR');
  });
});

describe('api/auth/logout when the platform does not end the session', () => {
  /** A session logged out through a BFF whose platform is `platformUrl`: its answer is checked, its logs answered. */
  const logoutThrough = async (platformUrl: string, label: string) => {
    const session = await loginByEmail(stack.app, stack.platform.url, email(label));
    const sink = memorySink();
    const app = createServerApp(loadConfig({ PLATFORM_URL: platformUrl, LOG_LEVEL: 'warn' }), {
      logDestination: sink.stream,
    });
    expect(ok(await post(app, '/api/auth/logout', { sessionConfig: session }))).toEqual({
      loggedOut: false,
      sessionEnded: false,
    });
    const logs = sink.text();
    expect(logs).not.toContain(session.sessionPrivKey.slice(2));
    expect(logs).not.toMatch(/Bearer|eyJ0eXBl/);
    return { session, warnings: logs.split('\n').filter((line) => line.includes('logout')) };
  };

  it('a platform without the route (404): logged out here, sessionEnded false, one warning without secrets', async () => {
    const { session, warnings } = await logoutThrough(notFound.url, '404');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('no logout route');
    expect(warnings[0]).toContain(session.userSWA);
    // The real platform was not told: the session goes on there until its expiry.
    expect(await validUntil(session)).toBeGreaterThan(now());
  });

  it('the platform unreachable: sessionEnded false, one warning with the failure’s code', async () => {
    const { warnings } = await logoutThrough('http://127.0.0.1:9', 'down');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('"code":"NETWORK"');
  });
});
