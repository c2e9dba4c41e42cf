import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import { createLogger } from '../../src/http/logger.js';
import { redactUrl } from '../../src/http/request-logger.js';
import { insertSession, type SeededSession } from '../helpers/seed-session.js';
import { request } from '../helpers/request.js';
import { startPlatform, type TestPlatform } from '@satchel/test-support';

describe('logging redaction (docs/protocol.md §3.8)', () => {
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk, _enc, cb) => (lines.push(String(chunk)), cb()) });
  let platform: TestPlatform;
  let session: SeededSession;
  beforeAll(async () => {
    platform = await startPlatform({ logger: createLogger('info', sink) });
    session = insertSession(platform.ctx);
  });
  afterAll(async () => {
    await platform.close();
  });

  it('access logs never contain the bearer token; secret query values are redacted', async () => {
    const authorization = await session.authorization();
    expect(
      (
        await request(platform.url, 'GET', '/api/oc/v1/wallets', {
          headers: { Authorization: authorization },
        })
      ).status,
    ).toBe(200);
    await request(platform.url, 'GET', '/nope?code=abc123secret&id_token=eyJsecret&contact=a@b.c');
    const all = lines.join('');
    expect(all).toMatch(/\/api\/oc\/v1\/wallets/);
    expect(all).not.toContain(authorization.slice(7, 60));
    expect(all).not.toMatch(/abc123secret|eyJsecret/);
    expect(all).toMatch(/contact=a@b\.c/);
  });

  it('access logs replace headers named like secrets and drop cookies, keeping the others', async () => {
    lines.length = 0;
    await request(platform.url, 'GET', '/api/oc/v1/wallets', {
      headers: { Token: 'tok-secret-1', 'X-Other': 'harmless', Cookie: 'sid=cookie-secret-2', OTP: '123987' },
    });
    const all = lines.join('');
    expect(all).not.toMatch(/tok-secret-1|cookie-secret-2|123987/);
    expect(all).toContain('"token":"[REDACTED]"');
    expect(all).toContain('"x-other":"harmless"');
  });

  it('logged objects have private keys, OTPs and tokens replaced', () => {
    const captured: string[] = [];
    const logger = createLogger(
      'info',
      new Writable({ write: (c, _e, cb) => (captured.push(String(c)), cb()) }),
    );
    logger.info(
      {
        otp: '123456',
        body: { token: 'tok', idToken: 'idt', client_pk: '0xabc', refresh_auth_token: 'r' },
        nested: { deeper: { sessionPrivKey: '0xdead', privateKey: '0xbeef', auth_token: 'a' } },
        row: { ecdsa_private_key: '0xc0ffee' },
        err: { code: 'SQLITE_BUSY' },
        req: { headers: { authorization: 'Bearer zzz' } },
      },
      'x',
    );
    const text = captured.join('');
    for (const secret of [
      '123456',
      '"tok"',
      'idt',
      '0xabc',
      '"r"',
      '0xdead',
      '0xbeef',
      '"a"',
      'zzz',
      '0xc0ffee',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('[REDACTED]');
    expect(text).toContain('SQLITE_BUSY');
  });

  it('redactUrl keeps harmless parameters', () => {
    expect(redactUrl('/a?x=1&code=s&state=t')).toBe('/a?x=1&code=[REDACTED]&state=[REDACTED]');
    expect(redactUrl('/a')).toBe('/a');
  });
});
