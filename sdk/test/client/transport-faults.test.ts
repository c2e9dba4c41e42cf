import { describe, expect, it } from '@jest/globals';
import { getAccount, getChains, getGasValues, HttpError, RpcError, SatchelError } from '../../src/index.js';
import { freshSession, failureOf, makeClient } from './helpers.js';
import { useNock } from '../nock-scope.js';

// nock only for what the real platform cannot produce: a proxy's HTML 502, a malformed body, a hang.
const BASE = 'http://satchel-faults.test';
const V1 = '/api/oc/v1';

const nock = useNock('local');

function loggedInClient(timeoutMs?: number) {
  const client = makeClient({ platformUrl: BASE, ...(timeoutMs ? { timeoutMs } : {}) });
  client.setSessionConfig(freshSession());
  return client;
}

describe('transport faults (§3.7)', () => {
  it('HTTP 502 with an HTML body → the call message with HTTP 502 and {httpStatus}', async () => {
    nock(BASE)
      .get(`${V1}/wallets`)
      .reply(502, '<html><body>Bad Gateway</body></html>', { 'Content-Type': 'text/html' });
    const error = await failureOf(() => getAccount(loggedInClient()));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.shortMessage).toBe('Failed to retrieve wallets: HTTP 502');
    expect(error.details).toEqual({ httpStatus: 502 });
    expect(error.status).toBe(502);
  });

  it('a wrapper explorer function turns the failure into its own text, keeping the call message', async () => {
    nock(BASE).get(`${V1}/supported/networks`).reply(502, '<html>Bad Gateway</html>');
    const error = await failureOf(() => getChains(loggedInClient()));
    expect(error).toBeInstanceOf(SatchelError);
    expect(error.shortMessage).toBe('Unable to fetch supported networks');
    expect(error.metaMessages).toEqual(['Failed to retrieve supported networks']);
    expect(error.details).toEqual({ httpStatus: 502 });
  });

  it('a malformed JSON body (even with 200) → HTTP <status>', async () => {
    nock(BASE)
      .get(`${V1}/gas-values`)
      .reply(200, '{"status":"success","data":', { 'Content-Type': 'application/json' });
    const error = await failureOf(() => getGasValues(loggedInClient()));
    expect(error.shortMessage).toBe('Failed to retrieve gas values: HTTP 200');
    expect(error.details).toEqual({ httpStatus: 200 });
  });

  it('success without the expected data → the missing message', async () => {
    nock(BASE).get(`${V1}/gas-values`).reply(200, { status: 'success' });
    expect((await failureOf(() => getGasValues(loggedInClient()))).shortMessage).toBe(
      'Gas values response data is missing',
    );
  });

  it('a hung platform times out → Network error', async () => {
    nock(BASE).get(`${V1}/wallets`).delay(300).reply(200, { status: 'success', data: [] });
    const error = await failureOf(() => getAccount(loggedInClient(100)));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.shortMessage).toBe('Failed to retrieve wallets: Network error');
    expect(error.kind).toBe('timeout');
    expect(error.details).toEqual({ httpStatus: null });
  });

  it('a refused connection → Network error (no nock: a closed local port)', async () => {
    const client = makeClient({ platformUrl: 'http://127.0.0.1:9' });
    client.setSessionConfig(freshSession());
    const error = await failureOf(() => getAccount(client));
    expect(error.shortMessage).toBe('Failed to retrieve wallets: Network error');
    expect(error.kind).toBe('network');
  });
});

describe('login and signing return an RpcError for transport faults', () => {
  it('502 HTML during authenticate → RpcError −32603, nothing logged in', async () => {
    nock(BASE).post(`${V1}/authenticate`).reply(502, '<html>Bad Gateway</html>');
    const client = makeClient({ platformUrl: BASE });
    const result = await client.loginUsingOAuth({ idToken: 'token', provider: 'google' });
    expect(result).toBeInstanceOf(RpcError);
    expect(result).toMatchObject({
      code: -32603,
      message: 'Authentication failed: HTTP 502',
      data: { httpStatus: 502 },
    });
    expect(client.isLoggedIn()).toBe(false);
  });

  it('malformed JSON from authenticate → RpcError −32700', async () => {
    nock(BASE).post(`${V1}/authenticate`).reply(200, 'not json');
    const result = await makeClient({ platformUrl: BASE }).loginUsingJWTAuthentication('jwt');
    expect(result).toMatchObject({ code: -32700, message: 'Authentication failed: HTTP 200' });
  });

  it('a hung OTP verify → RpcError −32603 with the verify message', async () => {
    nock(BASE).post(`${V1}/authenticate/email/verify`).delay(300).reply(200, {});
    const client = makeClient({ platformUrl: BASE, timeoutMs: 100 });
    const result = await client.loginUsingEmail(
      'ada@example.com',
      '123456',
      '3f1c2e4d-5b6a-4c7d-8e9f-0a1b2c3d4e5f',
    );
    expect(result).toBeInstanceOf(RpcError);
    expect(result).toMatchObject({
      code: -32603,
      message: 'Failed to verify Email OTP',
      data: { httpStatus: null },
    });
  });

  it('a verify answer without auth_token → Authentication token not received from OTP verification', async () => {
    nock(BASE)
      .post(`${V1}/authenticate/whatsapp/verify`)
      .reply(200, {
        status: 'success',
        data: { message: 'success', refresh_auth_token: 'r', device_token: 'd' },
      });
    const client = makeClient({ platformUrl: BASE });
    const error = await failureOf(() =>
      client.loginUsingWhatsApp('98765-43210', '123456', '3f1c2e4d-5b6a-4c7d-8e9f-0a1b2c3d4e5f'),
    );
    expect(error.shortMessage).toBe('Authentication token not received from OTP verification');
    expect(client.isLoggedIn()).toBe(false);
  });
});
