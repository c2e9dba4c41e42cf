import { describe, expect, it } from '@jest/globals';
import { RequestLog } from '../src/backend/api/request-log.js';

const SESSION_KEY = `0x${'11'.repeat(32)}`;

describe('the api mode request log', () => {
  it('masks secrets in requests and responses, at any depth', () => {
    const log = new RequestLog();
    const id = log.recordRequest({
      method: 'POST',
      url: 'http://localhost:3001/api/auth/email/verify-otp',
      headers: { Authorization: 'Bearer abc', 'Content-Type': 'application/json' },
      body: {
        email: 'ada@example.com',
        otp: '123456',
        client_pk: SESSION_KEY,
        sessionConfig: { sessionPrivKey: SESSION_KEY },
      },
    });
    log.recordResponse(id, { status: 200, body: { data: { authToken: 'tok', userSWA: '0xabc' } } });
    const text = JSON.stringify(log.snapshot());
    for (const secret of ['Bearer abc', '123456', SESSION_KEY, '"tok"']) expect(text).not.toContain(secret);
    const [entry] = log.snapshot();
    expect(entry!.request.body).toMatchObject({ email: 'ada@example.com', otp: '[REDACTED]' });
    expect(entry!.response).toEqual({
      status: 200,
      body: { data: { authToken: '[REDACTED]', userSWA: '0xabc' } },
    });
  });

  it('attaches each response to its own request, newest first, and tells subscribers', () => {
    const log = new RequestLog();
    let changes = 0;
    const unsubscribe = log.subscribe(() => changes++);
    const first = log.recordRequest({ method: 'POST', url: 'http://x/api/a', headers: {}, body: {} });
    const second = log.recordRequest({ method: 'POST', url: 'http://x/api/b', headers: {}, body: {} });
    const before = log.snapshot();
    log.recordResponse(first, { status: 500, body: 'a failed' });
    log.recordResponse(second, { status: 200, body: 'b ok' });
    expect(log.snapshot()).not.toBe(before);
    expect(log.snapshot().map((e) => [e.request.url, e.response?.status])).toEqual([
      ['http://x/api/b', 200],
      ['http://x/api/a', 500],
    ]);
    expect(changes).toBe(4);
    unsubscribe();
    log.clear();
    expect(log.snapshot()).toEqual([]);
    expect(changes).toBe(4);
  });
});
