import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sessionValidUntil, startNotFoundServer, startPlatform } from '@satchel/test-support';
import { HttpError, logout, verifySession, type SatchelClient, type SessionConfig } from '../../src/index.js';
import { clientFor, loggedInClient, publicUrl, type Platform } from './helpers.js';

// logout(client) against the real platform over HTTP (docs/protocol.md §6.3); the judge on chain is viem reading the
// account's sessionValidUntil (docs/accounts.md) through the platform's JSON-RPC endpoint.
let platform: Platform;
let notFound: { url: string; close(): Promise<void> };
beforeAll(async () => {
  platform = await startPlatform();
  notFound = await startNotFoundServer();
});
afterAll(async () => {
  await notFound.close();
  await platform.close();
});

const validUntil = (session: SessionConfig) => sessionValidUntil(publicUrl(platform), session);

/** Another client holding the same session, as a second tab or a stored copy would. */
function restored(session: SessionConfig): SatchelClient {
  const other = clientFor(platform);
  other.setSessionConfig(session);
  return other;
}

describe('logout(client)', () => {
  it('ends the session on the platform and on chain, then forgets it here', async () => {
    const client = await loggedInClient(platform);
    const session = client.getSessionConfig()!;
    expect(await validUntil(session)).toBeGreaterThan(Math.floor(Date.now() / 1000));

    expect(await logout(client)).toBe(true);
    expect(client.isLoggedIn()).toBe(false);
    expect(client.getSessionConfig()).toBeUndefined();
    expect(await validUntil(session)).toBe(0);
    const copy = restored(session);
    const refused = await verifySession(copy).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 401, code: 'SESSION_EXPIRED' });
    // A second logout of the same session (another tab): already ended, so true, and forgotten there too.
    expect(await logout(copy)).toBe(true);
    expect(copy.isLoggedIn()).toBe(false);
  });

  it('sessionClear() stays local (Okto): the session still validates on the platform and on chain', async () => {
    const client = await loggedInClient(platform);
    const session = client.getSessionConfig()!;
    client.sessionClear();
    expect(client.isLoggedIn()).toBe(false);
    expect(await verifySession(restored(session))).toBe(true);
    expect(await validUntil(session)).toBeGreaterThan(Math.floor(Date.now() / 1000));
  });

  it('without a session: false, and no request', async () => {
    const client = clientFor(platform);
    expect(await logout(client)).toBe(false);
    expect(client.requestLog.entries).toEqual([]);
  });

  it('a platform without the logout route (404): false, and the session forgotten here all the same', async () => {
    const live = await loggedInClient(platform);
    const session = live.getSessionConfig()!;
    const client = clientFor(platform, { platformUrl: notFound.url });
    client.setSessionConfig(session);
    expect(await logout(client)).toBe(false);
    expect(client.isLoggedIn()).toBe(false);
    // Nothing reached the real platform: the session goes on there until its expiry.
    expect(await verifySession(live)).toBe(true);
  });

  it('the platform unreachable: throws the failure, the session forgotten here all the same', async () => {
    const live = await loggedInClient(platform);
    const client = clientFor(platform, { platformUrl: 'http://127.0.0.1:9' });
    client.setSessionConfig(live.getSessionConfig()!);
    const failure = await logout(client).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ kind: 'network' });
    expect((failure as HttpError).shortMessage).toMatch(/^Failed to end the session on the platform: /);
    expect(client.isLoggedIn()).toBe(false);
  });
});
