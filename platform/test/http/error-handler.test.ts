import { describe, expect, it } from '@jest/globals';
import express from 'express';
import { Writable } from 'node:stream';
import { PlatformError } from '../../src/errors/platform-error.js';
import { errorHandler, notFound } from '../../src/http/error-handler.js';
import { createLogger } from '../../src/http/logger.js';
import { traceId } from '../../src/http/trace-id.js';
import { request } from '../helpers/request.js';

/** A tiny app with the platform's error middleware, for failures the real routes cannot be made to throw. */
async function withApp(run: (url: string, logs: string[]) => Promise<void>) {
  const logs: string[] = [];
  const sink = new Writable({ write: (chunk, _enc, cb) => (logs.push(String(chunk)), cb()) });
  const app = express();
  app.use(traceId);
  app.get('/boom', () => {
    throw new Error('secret internal detail at /srv/x.ts:12');
  });
  app.get('/async-boom', async () => {
    throw new TypeError('async secret');
  });
  app.get('/limited', () => {
    throw new PlatformError('RATE_LIMITED', { headers: { 'Retry-After': '42' }, details: 'slow down' });
  });
  app.use(notFound);
  app.use(errorHandler(createLogger('error', sink)));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  try {
    await run(`http://127.0.0.1:${(server.address() as { port: number }).port}`, logs);
  } finally {
    await new Promise((r) => server.close(r));
  }
}

describe('error middleware', () => {
  it('an unexpected error → 500 INTERNAL_ERROR without its text, logged with the stack', async () => {
    await withApp(async (url, logs) => {
      for (const path of ['/boom', '/async-boom']) {
        const res = await request(url, 'GET', path);
        expect(res.status).toBe(500);
        expect(res.json.error).toEqual({
          code: 500,
          errorCode: 'INTERNAL_ERROR',
          message: 'Internal server error',
          details: '',
          trace_id: res.headers.get('x-trace-id'),
        });
        expect(res.text).not.toMatch(/secret|\.ts/);
      }
      expect(logs.join('')).toMatch(/secret internal detail/);
    });
  });

  it('an PlatformError keeps its status, details and headers (429 Retry-After)', async () => {
    await withApp(async (url) => {
      const res = await request(url, 'GET', '/limited');
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('42');
      expect(res.json.error).toMatchObject({
        code: 429,
        errorCode: 'RATE_LIMITED',
        message: 'Too many requests',
        details: 'slow down',
      });
    });
  });
});
