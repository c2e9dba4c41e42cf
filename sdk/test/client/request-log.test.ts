import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { DEMO_CLIENT } from '@satchel/shared';
import { getAccount, getGasValues, maskSecrets, RequestLog, toCurl } from '../../src/index.js';
import { isSecretKey } from '../../src/logging/index.js';
import { freshSession, makeClient } from './helpers.js';
import { useNock } from '../nock-scope.js';

const BASE = 'http://satchel-log.test';
const V1 = '/api/oc/v1';

const nock = useNock('none');
afterEach(() => {
  jest.restoreAllMocks();
});

describe('RequestLog', () => {
  it('attaches each response to its own request by id and notifies subscribers', () => {
    const log = new RequestLog();
    const seen: number[] = [];
    const unsubscribe = log.subscribe((entries) => seen.push(entries.length));
    const a = log.record({ method: 'GET', url: 'a', headers: {}, body: undefined });
    const b = log.record({ method: 'GET', url: 'b', headers: {}, body: undefined });
    log.respond(a, { status: 201, body: 'A' });
    log.respond(b, { status: 202, body: 'B' });
    expect(log.entries.map((entry) => [entry.request.url, entry.response?.status])).toEqual([
      ['a', 201],
      ['b', 202],
    ]);
    expect(seen).toEqual([1, 2, 2, 2]);
    unsubscribe();
    log.clear();
    expect(log.entries).toEqual([]);
    expect(seen).toHaveLength(4);
  });

  it('masks every secret field, at any depth', () => {
    const masked = maskSecrets({
      Authorization: 'Bearer x',
      sessionPrivKey: '0x1',
      privateKey: '0x2',
      clientPrivateKey: '0x3',
      client_pk: '0x4',
      sessionPubKey: '0x04ab',
      data: { otp: '123456', token: 't', email: 'ada@example.com' },
      authData: { idToken: 'jwt', provider: 'google' },
      list: [
        {
          authToken: 'a',
          refreshAuthToken: 'r',
          deviceToken: 'd',
          auth_token: 'a',
          refresh_auth_token: 'r',
          device_token: 'd',
        },
      ],
    });
    expect(masked).toEqual({
      Authorization: '[REDACTED]',
      sessionPrivKey: '[REDACTED]',
      privateKey: '[REDACTED]',
      clientPrivateKey: '[REDACTED]',
      client_pk: '[REDACTED]',
      sessionPubKey: '0x04ab',
      data: { otp: '[REDACTED]', token: '[REDACTED]', email: 'ada@example.com' },
      authData: { idToken: '[REDACTED]', provider: 'google' },
      list: [
        {
          authToken: '[REDACTED]',
          refreshAuthToken: '[REDACTED]',
          deviceToken: '[REDACTED]',
          auth_token: '[REDACTED]',
          refresh_auth_token: '[REDACTED]',
          device_token: '[REDACTED]',
        },
      ],
    });
  });

  it('names exactly the secret fields: the listed names in any case and with any underscores, nothing that only contains one', () => {
    const secrets = [
      'authorization',
      'otp',
      'token',
      'idtoken',
      'authtoken',
      'refreshauthtoken',
      'devicetoken',
    ];
    secrets.push(
      'accesstoken',
      'refreshtoken',
      'jwt',
      'ACCESS_TOKEN',
      'Refresh_Token',
      'o_t_p',
      'JWT',
      'sessionPrivKey',
    );
    for (const key of secrets) expect([key, isSecretKey(key)]).toEqual([key, true]);
    const plain = [
      'tokens',
      'tokenId',
      'accessTokenExpiry',
      'refreshIdToken',
      'otpLength',
      'authorizations',
      'jwtIssuer',
    ];
    plain.push('authTokenType', 'xtoken', 'sessionPubKey', 'email', 'idTokens', 'devicetokenid');
    for (const key of plain) expect([key, isSecretKey(key)]).toEqual([key, false]);
  });

  it('toCurl reproduces method, URL, headers and body', () => {
    const curl = toCurl({
      method: 'POST',
      url: 'http://x/y',
      headers: { Accept: 'application/json' },
      body: { a: "it's" },
    });
    expect(curl).toBe(
      `curl -X POST 'http://x/y' \\\n  -H 'Accept: application/json' \\\n  --data '{"a":"it'\\''s"}'`,
    );
  });
});

describe('client request log and console logging', () => {
  it('concurrent calls: a slow first response still lands on its own entry', async () => {
    nock(BASE)
      .get(`${V1}/wallets`)
      .delay(150)
      .reply(200, { status: 'success', data: [{ caip_id: 'slow' }] });
    nock(BASE)
      .get(`${V1}/gas-values`)
      .reply(200, { status: 'success', data: { maxFeePerGas: '0x1', maxPriorityFeePerGas: '0x2' } });
    const client = makeClient({ platformUrl: BASE });
    client.setSessionConfig(freshSession());
    await Promise.all([getAccount(client), getGasValues(client)]);
    const byUrl = Object.fromEntries(client.requestLog.entries.map((entry) => [entry.request.url, entry]));
    expect(byUrl[`${BASE}${V1}/wallets`]!.response).toEqual({
      status: 200,
      body: { status: 'success', data: [{ caip_id: 'slow' }] },
    });
    expect(byUrl[`${BASE}${V1}/gas-values`]!.response!.body).toMatchObject({ data: { maxFeePerGas: '0x1' } });
    const ids = client.requestLog.entries.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(2);
  });

  it('records JSON headers and a masked bearer; the console shows request, cURL and response, masked', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    nock(BASE).get(`${V1}/wallets`).reply(200, { status: 'success', data: [] });
    const client = makeClient({ platformUrl: BASE, logLevel: 'debug' });
    const session = freshSession();
    client.setSessionConfig(session);
    await getAccount(client);
    const [entry] = client.requestLog.entries;
    expect(entry!.request).toEqual({
      method: 'GET',
      url: `${BASE}${V1}/wallets`,
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Authorization: '[REDACTED]',
      },
      body: undefined,
    });
    expect(entry!.timestamp).toMatch(/^\d{4}-\d\d-\d\dT/);
    const printed = JSON.stringify(info.mock.calls);
    expect(printed).toContain('curl -X GET');
    expect(printed).toContain('← 200 GET');
    expect(printed).toContain('[REDACTED]');
    expect(printed).not.toContain('Bearer ');
    expect(printed).not.toContain(session.sessionPrivKey.slice(2));
  });

  it('OTP bodies and answers are logged without the code, tokens or client key; logging can be switched off', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    nock(BASE)
      .post(`${V1}/authenticate/email/verify`)
      .reply(401, {
        status: 'error',
        error: {
          code: 401,
          errorCode: 'OTP_INVALID',
          message: 'Invalid OTP',
          details: '',
          trace_id: 'f'.repeat(32),
        },
      });
    const client = makeClient({ platformUrl: BASE, logLevel: 'debug' });
    const token = '3f1c2e4d-5b6a-4c7d-8e9f-0a1b2c3d4e5f';
    await client.loginUsingEmail('ada@example.com', '428913', token);
    const [entry] = client.requestLog.entries;
    const body = entry!.request.body as { data: Record<string, unknown> };
    expect(body.data).toMatchObject({ email: 'ada@example.com', token: '[REDACTED]', otp: '[REDACTED]' });
    expect(entry!.response!.status).toBe(401);
    const printed = JSON.stringify([
      info.mock.calls,
      warn.mock.calls,
      error.mock.calls,
      client.requestLog.entries,
    ]);
    expect(printed).not.toContain('428913');
    expect(printed).not.toContain(token);
    expect(printed).not.toContain(DEMO_CLIENT.clientPrivateKey.slice(2));
    expect(warn.mock.calls.length).toBeGreaterThan(0);
    expect(error.mock.calls.length).toBeGreaterThan(0);

    info.mockClear();
    client.logLevel = 'silent';
    nock(BASE).get(`${V1}/wallets`).reply(200, { status: 'success', data: [] });
    client.setSessionConfig(freshSession());
    await getAccount(client);
    expect(info).not.toHaveBeenCalled();
    expect(client.requestLog.entries).toHaveLength(2);
  });
});
