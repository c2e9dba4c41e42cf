import { describe, expect, it } from '@jest/globals';
import { SessionRequestLog } from '../../src/backend/api/session-request-log.js';

const KEY = 'test_api_log';
const request = (url: string) => ({
  method: 'POST',
  url,
  headers: {},
  body: { sessionPrivKey: '[REDACTED]' },
});

describe('SessionRequestLog', () => {
  it('keeps the entries of earlier page loads for the browser session, before the new ones, ids apart', () => {
    sessionStorage.removeItem(KEY);
    const first = new SessionRequestLog(KEY);
    first.respond(first.record(request('http://bff/api/a')), { status: 200, body: { ok: 1 } });
    first.record(request('http://bff/api/b'));

    // A reload: a new log over the same storage.
    const second = new SessionRequestLog(KEY);
    expect(second.entries.map((e) => e.request.url)).toEqual(['http://bff/api/a', 'http://bff/api/b']);
    expect(second.entries[0]!.response).toEqual({ status: 200, body: { ok: 1 } });
    const id = second.record(request('http://bff/api/c'));
    expect(second.entries.map((e) => e.request.url)).toEqual([
      'http://bff/api/a',
      'http://bff/api/b',
      'http://bff/api/c',
    ]);
    expect(new Set(second.entries.map((e) => e.id)).size).toBe(3);
    // The same array until the log changes (React's useSyncExternalStore needs that).
    expect(second.entries).toBe(second.entries);
    second.respond(id, { status: 500, body: {} });
    expect(new SessionRequestLog(KEY).entries).toHaveLength(3);

    second.clear();
    expect(second.entries).toEqual([]);
    expect(new SessionRequestLog(KEY).entries).toEqual([]);
  });

  it('starts empty on unreadable storage', () => {
    sessionStorage.setItem(KEY, '{not json');
    expect(new SessionRequestLog(KEY).entries).toEqual([]);
  });
});
