import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { HttpError, RpcError, unwrap } from '../../src/index.js';
import { clientFor, devClientJwt, loggedInClient, publicUrl, uniqueEmail, type Platform } from './helpers.js';
import { failureOf, freshSession } from '../client/helpers.js';
import { useNock } from '../nock-scope.js';
import { readDevCode, startPlatform } from '@satchel/test-support';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.close());
const nock = useNock();
afterEach(() => {
  jest.restoreAllMocks();
});

const UNKNOWN_TOKEN = '3f1c2e4d-5b6a-4c7d-8e9f-0a1b2c3d4e5f';

describe('login failures are returned as RpcError (§3.7) and leave no session', () => {
  it('a wrong email code → Failed to verify Email OTP, −32003, data = the platform error', async () => {
    const client = clientFor(platform);
    const email = uniqueEmail('wrong');
    const { token } = await client.sendOTP(email, 'email');
    const { otp } = await readDevCode(platform.url, email);
    const wrong = otp === '000000' ? '111111' : '000000';
    const result = await client.loginUsingEmail(email, wrong, token);
    expect(result).toBeInstanceOf(RpcError);
    expect(result).toMatchObject({
      code: -32003,
      message: 'Failed to verify Email OTP',
      data: {
        code: 401,
        errorCode: 'OTP_INVALID',
        message: 'Invalid OTP',
        traceId: expect.stringMatching(/^[0-9a-f]{32}$/),
      },
    });
    expect(client.isLoggedIn()).toBe(false);
  });

  it('a failed login cannot pass for an address: its type needs a check first, and unwrap throws it', async () => {
    const client = clientFor(platform);
    const email = uniqueEmail('typed');
    const { token } = await client.sendOTP(email, 'email');
    const { otp } = await readDevCode(platform.url, email);
    const result = await client.loginUsingEmail(email, otp === '000000' ? '111111' : '000000', token);
    // @ts-expect-error `string | RpcError` is not an address until the RpcError is ruled out (sdk/README.md).
    const address: string = result;
    expect(address).toBeInstanceOf(RpcError);
    expect(() => unwrap(result)).toThrow(RpcError);
  });

  it('an unknown WhatsApp token → Failed to verify WhatsApp OTP', async () => {
    const result = await clientFor(platform).loginUsingWhatsApp('9876543210', '123456', UNKNOWN_TOKEN);
    expect(result).toMatchObject({
      code: -32003,
      message: 'Failed to verify WhatsApp OTP',
      data: { errorCode: 'OTP_TOKEN_INVALID' },
    });
  });

  it('an invalid id token → Authentication failed: Invalid id token', async () => {
    const client = clientFor(platform);
    for (const run of [
      () => client.loginUsingOAuth({ idToken: 'not-a-jwt', provider: 'google' }),
      () => client.loginUsingJWTAuthentication('not-a-jwt'),
      () => client.authenticate({ idToken: 'unknown-x-token', provider: 'twitter' }),
    ]) {
      const result = await run();
      expect(result).toBeInstanceOf(RpcError);
      expect(result).toMatchObject({
        code: -32003,
        message: 'Authentication failed: Invalid id token',
        data: { errorCode: 'INVALID_ID_TOKEN' },
      });
    }
    expect(client.isLoggedIn()).toBe(false);
  });

  it('an unknown client → Failed to send Email OTP (thrown) and Authentication failed: Unknown client (returned)', async () => {
    const client = clientFor(platform, { clientSWA: '0x1111111111111111111111111111111111111111' });
    const error = await failureOf(() => client.sendOTP(uniqueEmail(), 'email'));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.shortMessage).toBe('Failed to send Email OTP');
    expect(error.details).toMatchObject({ code: 401, errorCode: 'UNKNOWN_CLIENT' });
    expect(error.code).toBe('UNKNOWN_CLIENT');
    const result = await client.loginUsingJWTAuthentication(await devClientJwt(platform, 'someone'));
    expect(result).toMatchObject({ code: -32003, message: 'Authentication failed: Unknown client' });
  });

  it('resend with an unknown token → Failed to resend Email OTP / Failed to resend WhatsApp OTP', async () => {
    const client = clientFor(platform);
    const email = await failureOf(() => client.resendOTP(uniqueEmail(), UNKNOWN_TOKEN, 'email'));
    expect(email.shortMessage).toBe('Failed to resend Email OTP');
    expect(email.details).toMatchObject({ errorCode: 'OTP_TOKEN_INVALID' });
    const whatsapp = await failureOf(() => client.resendOTP('9876501234', UNKNOWN_TOKEN, 'whatsapp'));
    expect(whatsapp.shortMessage).toBe('Failed to resend WhatsApp OTP');
  });

  it('the sixth send in 10 minutes → Failed to send WhatsApp OTP with RATE_LIMITED (429)', async () => {
    const client = clientFor(platform);
    const phone = `91234${String(Date.now()).slice(-5)}`;
    for (let i = 0; i < 5; i++) await client.sendOTP(phone, 'whatsapp');
    const error = await failureOf(() => client.sendOTP(phone, 'whatsapp'));
    expect(error.shortMessage).toBe('Failed to send WhatsApp OTP');
    expect(error).toMatchObject({ status: 429, details: { code: 429, errorCode: 'RATE_LIMITED' } });
  });

  it('a used satchel token cannot log in twice (single use) → Authentication failed', async () => {
    const email = uniqueEmail('once');
    const verifier = clientFor(platform);
    const { token } = await verifier.sendOTP(email, 'email');
    const { otp } = await readDevCode(platform.url, email);
    const { authToken } = await verifier.verifyOTP(email, otp, token, 'email');
    expect(
      typeof (await clientFor(platform).loginUsingOAuth({ idToken: authToken, provider: 'satchel' })),
    ).toBe('string');
    const again = await clientFor(platform).loginUsingOAuth({ idToken: authToken, provider: 'satchel' });
    expect(again).toMatchObject({ message: 'Authentication failed: Invalid id token' });
  });

  it('login is atomic: a user-keys failure after authenticate rolls everything back (nock: one 500 from /user-keys)', async () => {
    const client = clientFor(platform);
    const changes: unknown[] = [];
    client.onSessionChange((session) => changes.push(session));
    const onSuccess = jest.fn();
    nock(publicUrl(platform), { allowUnmocked: true })
      .get('/api/oc/v1/user-keys')
      .reply(500, {
        status: 'error',
        error: {
          code: 500,
          errorCode: 'INTERNAL_ERROR',
          message: 'Internal server error',
          details: '',
          trace_id: '0'.repeat(32),
        },
      });
    const result = await client.loginUsingJWTAuthentication(
      await devClientJwt(platform, `atomic-${Date.now()}`),
      onSuccess,
    );
    expect(result).toBeInstanceOf(RpcError);
    expect(result).toMatchObject({
      code: -32603,
      message: 'Failed to retrieve user keys: Internal server error',
    });
    expect([client.isLoggedIn(), client.userSWA, client.userKeys, changes.length]).toEqual([
      false,
      undefined,
      undefined,
      0,
    ]);
    expect(onSuccess).not.toHaveBeenCalled();
    const urls = client.requestLog.entries.map((entry) => [
      entry.request.url.replace(publicUrl(platform), ''),
      entry.response?.status,
    ]);
    expect(urls).toEqual([
      ['/api/oc/v1/authenticate', 200],
      ['/api/oc/v1/user-keys', 500],
    ]);
  });
});

describe('verifyLogin (§14.9)', () => {
  it('an unknown session → false, logged as Failed to verify user session, session cleared', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'info').mockImplementation(() => {});
    const client = clientFor(platform, { logLevel: 'error' });
    client.setSessionConfig(freshSession());
    expect(await client.verifyLogin()).toBe(false);
    expect(client.isLoggedIn()).toBe(false);
    expect(JSON.stringify(error.mock.calls)).toContain('Failed to verify user session');
  });

  it('a session whose userSWA is not the platform’s → false and cleared', async () => {
    const client = await loggedInClient(platform);
    const mismatched = clientFor(platform);
    mismatched.setSessionConfig({
      ...client.getSessionConfig()!,
      userSWA: '0x2222222222222222222222222222222222222222',
    });
    expect(await mismatched.verifyLogin()).toBe(false);
    expect(mismatched.isLoggedIn()).toBe(false);
    expect(await client.verifyLogin()).toBe(true);
  });

  it('logged out → false', async () => {
    expect(await clientFor(platform).verifyLogin()).toBe(false);
  });
});
