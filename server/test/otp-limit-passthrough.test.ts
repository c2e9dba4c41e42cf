import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RunningPlatform } from '@satchel/platform';
import { startPlatform } from '@satchel/test-support';
import { createServerApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { post } from './helpers/bff.js';

// The platform's per-client OTP limit (docs/protocol.md §8.4) through the BFF: its 429 goes on with its status, error
// object, trace id (= X-Trace-Id) and Retry-After.
let platform: RunningPlatform;
let app: ReturnType<typeof createServerApp>;

beforeAll(async () => {
  platform = await startPlatform({ otpClientMaxSends: 2 });
  app = createServerApp(loadConfig({ PLATFORM_URL: platform.url, LOG_LEVEL: 'silent' }));
});
afterAll(() => platform.close());

describe('the per-client OTP limit through the BFF', () => {
  it('the third send to a third contact is the platform 429 with Retry-After and one trace id', async () => {
    for (const email of ['a1@example.com', 'a2@example.com'])
      expect((await post(app, '/api/auth/email/otp', { email })).status).toBe(200);
    const res = await post(app, '/api/auth/email/otp', { email: 'a3@example.com' });
    expect(res.status).toBe(429);
    expect(res.body.error).toMatchObject({
      code: 429,
      errorCode: 'RATE_LIMITED',
      message: 'Too many requests',
      details: '',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(res.headers['x-trace-id']).toBe(res.body.error.traceId);
  });
});
