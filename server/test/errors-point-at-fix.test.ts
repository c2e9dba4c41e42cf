import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RunningPlatform } from '@satchel/platform';
import { startPlatform } from '@satchel/test-support';
import { ERROR_CODES } from '@satchel/shared';
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { createServerApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { ERROR_CATALOGUE, errorsMarkdown } from '../src/docs/error-catalogue.js';
import { post } from './helpers/bff.js';
import { expectError } from './helpers/expect-error.js';
import { forgedSession } from './helpers/session-keys.js';
import { memorySink } from './helpers/stack.js';

// Errors that say what to fix: the media type, the method, a session whose keys do not match, limit headers that
// agree with a 429; and the table of every code (docs/errors.md).
let platform: RunningPlatform;
let app: ReturnType<typeof createServerApp>;

beforeAll(async () => {
  platform = await startPlatform({ otpClientMaxSends: 2 });
  app = createServerApp(
    loadConfig({ PLATFORM_URL: platform.url, LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_MAX: '5' }),
    { logDestination: memorySink().stream },
  );
});
afterAll(() => platform.close());

describe('errors that point at the fix', () => {
  it('a body not sent as JSON is 415 naming the header to send; no body at all is 400', async () => {
    const text = await request(app).post('/api/intent/signMessage').type('text').send('{"message":"hi"}');
    expectError(text, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json');
    expect(text.body.error.details).toBe('Content-Type was text/plain; send Content-Type: application/json');
    // curl -d without -H sends a form.
    const form = await request(app).post('/api/intent/signMessage').type('form').send('message=hi');
    expectError(form, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectError(await request(app).post('/api/intent/signMessage'), 400, 'BAD_REQUEST');
  });

  it('a method a path does not serve is 405 with Allow; an unknown path is 404', async () => {
    const get = await request(app).get('/api/intent/tokenTransfer');
    expectError(get, 405, 'METHOD_NOT_ALLOWED', 'GET is not served here: use POST');
    expect(get.headers.allow).toBe('POST');
    const postHealth = await request(app).post('/healthz').set('Content-Type', 'application/json').send('{}');
    expectError(postHealth, 405, 'METHOD_NOT_ALLOWED');
    expect(postHealth.headers.allow).toBe('GET, HEAD');
    expectError(await request(app).get('/api/intent/nope'), 404, 'NOT_FOUND');
  });

  it('a session whose public key is not its private key’s says so', async () => {
    const session = { ...forgedSession(), sessionPubKey: forgedSession().sessionPubKey };
    const res = await post(app, '/api/explorer/chains', { sessionConfig: session });
    expectError(
      res,
      400,
      'VALIDATION_ERROR',
      'Validation failed: sessionPubKey is not the public key of sessionPrivKey: send the sessionConfig api/auth/authenticate answered, unchanged',
    );
  });

  it('a 429 carries no limit header that says requests remain', async () => {
    for (const email of ['r1@example.com', 'r2@example.com']) {
      const ok = await post(app, '/api/auth/email/otp', { email });
      expect(ok.status).toBe(200);
      expect(ok.headers.ratelimit).toMatch(/remaining=[1-9]/);
    }
    // The platform's per-client limit, passed on: the BFF's window still has room, so its headers go.
    const platform429 = await post(app, '/api/auth/email/otp', { email: 'r3@example.com' });
    expectError(platform429, 429, 'RATE_LIMITED');
    expect(platform429.headers.ratelimit).toBeUndefined();
    expect(Number(platform429.headers['retry-after'])).toBeGreaterThan(0);
    // The BFF's own limit: remaining=0, and Retry-After.
    let own = platform429;
    for (let i = 0; i < 5 && own.headers.ratelimit === undefined; i++)
      own = await post(app, '/api/auth/email/otp', { email: 'r4@example.com' });
    expectError(own, 429, 'RATE_LIMITED');
    expect(own.headers.ratelimit).toMatch(/remaining=0\b/);
    expect(Number(own.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('docs/errors.md', () => {
  it('is the catalogue: every code the BFF or the platform answers, with its meaning and what to do', () => {
    const committed = readFileSync(new URL('../../docs/errors.md', import.meta.url), 'utf8');
    expect(committed).toBe(errorsMarkdown());
    for (const code of Object.keys(ERROR_CODES)) expect(committed).toContain(`| \`${code}\` |`);
    for (const entry of ERROR_CATALOGUE) expect(entry.fix.length).toBeGreaterThan(10);
  });
});
