import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getAccount, RpcError, SessionKey, verifySession, type SessionConfig } from '../../src/index.js';
import { appleIdToken, googleWindow, signInAt, twitterAccessToken } from './providers.js';
import { clientFor, devClientJwt, publicUrl, uniqueEmail, type Platform } from './helpers.js';
import { readDevCode, startPlatform } from '@satchel/test-support';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.close());

/** After any login: a committed session of a fresh key, user keys synced, the platform agreeing. */
async function expectLoggedIn(client: ReturnType<typeof clientFor>, userSWA: unknown) {
  expect(typeof userSWA).toBe('string');
  expect(client.isLoggedIn()).toBe(true);
  expect(client.userSWA).toBe(userSWA);
  const session = client.getSessionConfig()!;
  expect(SessionKey.fromPrivateKey(session.sessionPrivKey as `0x${string}`).publicKeyHex).toBe(
    session.sessionPubKey,
  );
  expect(client.userKeys).toMatchObject({ userSWA, ecdsaKeyId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  expect(await verifySession(client)).toBe(true);
  expect(await client.verifyLogin()).toBe(true);
}

describe('every login method against the local platform', () => {
  it('email OTP: send, resend (new code, same token), login; onSuccess gets the session', async () => {
    const client = clientFor(platform);
    const email = uniqueEmail('ada');
    const sent = await client.sendOTP(email, 'email');
    expect(sent).toMatchObject({ status: 'success', message: 'email otp sent', token: expect.any(String) });
    const first = await readDevCode(platform.url, email);
    const resent = await client.resendOTP(email, sent.token, 'email');
    expect(resent.token).toBe(sent.token);
    const second = await readDevCode(platform.url, email);
    expect(second.token).toBe(sent.token);
    const sessions: SessionConfig[] = [];
    const changes: unknown[] = [];
    client.onSessionChange((session) => changes.push(session));
    const userSWA = await client.loginUsingEmail(email, second.otp, sent.token, (session) =>
      sessions.push(session),
    );
    await expectLoggedIn(client, userSWA);
    expect(sessions).toEqual([client.getSessionConfig()]);
    expect(changes).toEqual([client.getSessionConfig()]);
    expect(first.token).toBe(sent.token);
  });

  it('WhatsApp OTP with the number as typed', async () => {
    const client = clientFor(platform);
    const phone = `98765-${String(Date.now()).slice(-5)}`;
    const sent = await client.sendOTP(phone, 'whatsapp');
    expect(sent.message).toBe('whatsapp otp sent');
    const { otp } = await readDevCode(platform.url, phone);
    await expectLoggedIn(client, await client.loginUsingWhatsApp(phone, otp, sent.token));
  });

  it('client JWT, by loginUsingJWTAuthentication and by loginUsingOAuth(client_jwt): same user', async () => {
    const jwt = await devClientJwt(platform, `jwt-user-${Date.now()}`);
    const first = clientFor(platform);
    const userSWA = await first.loginUsingJWTAuthentication(jwt);
    await expectLoggedIn(first, userSWA);
    const second = clientFor(platform);
    expect(await second.loginUsingOAuth({ idToken: jwt, provider: 'client_jwt' })).toBe(userSWA);
    expect(second.getSessionConfig()!.sessionPubKey).not.toBe(first.getSessionConfig()!.sessionPubKey);
  });

  it('Google through loginUsingSocial (stand-in sign-in, §16.6) and loginUsingOAuth: same user', async () => {
    const email = uniqueEmail('google');
    const client = clientFor(platform);
    const userSWA = await client.loginUsingSocial(
      'google',
      { client_url: 'http://localhost:5173' },
      googleWindow(email),
    );
    await expectLoggedIn(client, userSWA);

    const query = new URLSearchParams({
      scope: 'openid email profile',
      redirect_uri: `${publicUrl(platform)}/__/auth/handler`,
      response_type: 'id_token',
      client_id: 'satchel-local-web',
      nonce: crypto.randomUUID(),
      state: '{}',
    });
    const redirect = await signInAt(`${publicUrl(platform)}/oauth/google/authorize?${query}`, {
      email,
      name: 'G',
      action: 'allow',
    });
    const idToken = new URLSearchParams(redirect.hash.slice(1)).get('id_token')!;
    const other = clientFor(platform);
    expect(await other.loginUsingOAuth({ idToken, provider: 'google' })).toBe(userSWA);
  });

  it('server-side authenticate: apple, twitter, and jwt sent as client_jwt', async () => {
    const apple = clientFor(platform);
    const appleResult = await apple.authenticate({
      idToken: await appleIdToken(platform, uniqueEmail('apple')),
      provider: 'apple',
    });
    expect(appleResult).toMatchObject({
      userSWA: apple.userSWA,
      clientSWA: apple.clientSWA,
      sessionExpiry: expect.any(Number),
    });
    await expectLoggedIn(apple, apple.userSWA);

    const x = clientFor(platform);
    const xResult = await x.authenticate({
      idToken: await twitterAccessToken(platform, `x_${Date.now()}`),
      provider: 'twitter',
    });
    expect(xResult).not.toBeInstanceOf(RpcError);
    await expectLoggedIn(x, x.userSWA);

    const jwtClient = clientFor(platform);
    const jwt = await devClientJwt(platform, `alias-${Date.now()}`);
    await jwtClient.authenticate({ idToken: jwt, provider: 'jwt' });
    const authenticateRequest = jwtClient.requestLog.entries.find((entry) =>
      entry.request.url.endsWith('/authenticate'),
    )!;
    expect((authenticateRequest.request.body as { authData: unknown }).authData).toEqual({
      idToken: '[REDACTED]',
      provider: 'client_jwt',
    });
    await expectLoggedIn(jwtClient, jwtClient.userSWA);
  });

  it('a restored session (setSessionConfig + syncUserKeys) works like the original; sessionClear forgets it', async () => {
    const jwt = await devClientJwt(platform, `restore-${Date.now()}`);
    const original = clientFor(platform);
    await original.loginUsingJWTAuthentication(jwt);
    const restored = clientFor(platform);
    restored.setSessionConfig(original.getSessionConfig()!);
    expect(restored.userKeys).toBeUndefined();
    expect(await restored.syncUserKeys()).toEqual(original.userKeys);
    expect(restored.userKeys).toEqual(original.userKeys);
    expect(await getAccount(restored)).toEqual(await getAccount(original));
    restored.sessionClear();
    expect([restored.isLoggedIn(), restored.userSWA, restored.userKeys, restored.getSessionConfig()]).toEqual(
      [false, undefined, undefined, undefined],
    );
  });
});
