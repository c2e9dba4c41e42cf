import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunningPlatform } from '@satchel/platform';
import { startPlatform } from '@satchel/test-support';
import { pino } from 'pino';
import { createServerApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { post } from './helpers/bff.js';
import { forgedSession } from './helpers/session-keys.js';
import { memorySink } from './helpers/stack.js';

// Issue 20 finding 5: one trace id per answer, the same in `X-Trace-Id` and the body's `traceId`, for the BFF's own
// errors and for platform errors it passes on (then the platform's id, which is also in the platform's log).
const TRACE = /^[0-9a-f]{32}$/;
let platform: RunningPlatform;
const platformLogs = memorySink();
const bffLogs = memorySink();
let app: ReturnType<typeof createServerApp>;
let odd: Server;
let oddUrl: string;

beforeAll(async () => {
  platform = await startPlatform({ logger: pino({ level: 'info' }, platformLogs.stream) });
  app = createServerApp(loadConfig({ PLATFORM_URL: platform.url, LOG_LEVEL: 'info' }), {
    logDestination: bffLogs.stream,
  });
  // A platform stand-in whose error envelope carries a trace id that is not 32 hex (the real one cannot do that).
  odd = createServer((req, res) => {
    req.resume();
    res.writeHead(401, { 'Content-Type': 'application/json' });
    const error = {
      code: 401,
      errorCode: 'SESSION_NOT_FOUND',
      message: 'Session not found',
      details: '',
      trace_id: 'not a trace id',
    };
    res.end(JSON.stringify({ status: 'error', error }));
  });
  await new Promise<void>((resolve) => odd.listen(0, '127.0.0.1', resolve));
  oddUrl = `http://127.0.0.1:${(odd.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await platform.close();
  await new Promise((resolve) => odd.close(resolve));
});

describe('X-Trace-Id and the body traceId are one id', () => {
  it("a platform error passed on: the platform's id in both, and in the platform's and the BFF's logs", async () => {
    const res = await post(app, '/api/explorer/chains', { sessionConfig: forgedSession() });
    expect(res.status).toBe(401);
    expect(res.body.error.errorCode).toBe('SESSION_NOT_FOUND');
    expect(res.body.error.traceId).toMatch(TRACE);
    expect(res.headers['x-trace-id']).toBe(res.body.error.traceId);
    const platformLine = platformLogs
      .text()
      .split('\n')
      .find((line) => line.includes(res.body.error.traceId!));
    expect(platformLine).toContain('/supported/networks');
    expect(bffLogs.text()).toContain(`"upstreamTraceId":"${res.body.error.traceId}"`);
  });

  it("a BFF error (validation, before any platform call): the BFF's own id in both", async () => {
    const res = await post(app, '/api/auth/email/otp', { email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body.error.traceId).toMatch(TRACE);
    expect(res.headers['x-trace-id']).toBe(res.body.error.traceId);
    // Its access line: the whitelisted fields under the same id, never the body.
    const line = bffLogs
      .text()
      .split('\n')
      .find((text) => text.includes(`"reqId":"${res.body.error.traceId}"`));
    expect(JSON.parse(line!)).toMatchObject({
      level: 40,
      service: 'satchel-bff',
      req: { id: res.body.error.traceId, method: 'POST', url: '/api/auth/email/otp' },
      res: { statusCode: 400 },
      responseTime: expect.any(Number),
      errorCode: 'VALIDATION_ERROR',
      msg: 'request completed',
    });
    expect(line).not.toContain('not-an-email');
  });

  it('a 404 and a 502 carry one id too', async () => {
    const missing = await post(app, '/api/nope', {});
    expect(missing.status).toBe(404);
    expect(missing.headers['x-trace-id']).toBe(missing.body.error.traceId);
    const down = createServerApp(loadConfig({ PLATFORM_URL: 'http://127.0.0.1:1', LOG_LEVEL: 'silent' }));
    const unreachable = await post(down, '/api/explorer/chains', { sessionConfig: forgedSession() });
    expect(unreachable.status).toBe(502);
    expect(unreachable.body.error.traceId).toMatch(TRACE);
    expect(unreachable.headers['x-trace-id']).toBe(unreachable.body.error.traceId);
  });

  it("an upstream trace id that is not 32 hex is replaced by the BFF's own, in both places", async () => {
    const viaOdd = createServerApp(loadConfig({ PLATFORM_URL: oddUrl, LOG_LEVEL: 'silent' }));
    const res = await post(viaOdd, '/api/explorer/chains', { sessionConfig: forgedSession() });
    expect(res.status).toBe(401);
    expect(res.body.error.errorCode).toBe('SESSION_NOT_FOUND');
    expect(res.body.error.traceId).toMatch(TRACE);
    expect(res.headers['x-trace-id']).toBe(res.body.error.traceId);
  });
});
