import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ALL_ROUTES } from '../src/routes/all-routes.js';
import { createServerApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { post } from './helpers/bff.js';
import { VALID_BODIES } from './helpers/bodies.js';
import { expectError } from './helpers/expect-error.js';
import { forgedSession } from './helpers/session-keys.js';
import { memorySink, startStack, type TestStack } from './helpers/stack.js';

// 401 without or with a forged session on every session route, the client-credential rule, and the envelope for
// 404, 413 and bodies that are not JSON objects.
let stack: TestStack;
const forged = forgedSession();
const RECIPIENT = '0x7c9e73d4C71dae564d41F78d56439bB4ba87592f';

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack.close();
});

describe('401 on sessions', () => {
  const sessionRoutes = ALL_ROUTES.filter((route) => route.session).map((route) => route.path);

  it.each(sessionRoutes)('%s without sessionConfig: 401 Session keys are not set', async (path) => {
    expectError(
      await post(stack.app, path, VALID_BODIES[path]),
      401,
      'AUTH_REQUIRED',
      'Session keys are not set',
    );
    const partial = { sessionConfig: { sessionPrivKey: forged.sessionPrivKey, userSWA: forged.userSWA } };
    expectError(
      await post(stack.app, path, { ...VALID_BODIES[path], ...partial }),
      401,
      'AUTH_REQUIRED',
      'Session keys are not set',
    );
  });

  // signUserOp only signs locally with the key the caller sent: nothing for the platform to refuse.
  it.each(sessionRoutes.filter((path) => path !== '/api/intent/signUserOp'))(
    '%s with a forged session: the platform 401, passed through',
    async (path) => {
      const res = await post(stack.app, path, { ...VALID_BODIES[path], sessionConfig: forged });
      expectError(res, 401, 'SESSION_NOT_FOUND', 'Session not found');
    },
  );
});

describe('envelopes for everything else', () => {
  it('unknown path: 404 NOT_FOUND; a method the path does not serve: 405 with Allow', async () => {
    expectError(await post(stack.app, '/api/explorer/nope', {}), 404, 'NOT_FOUND', 'Not found');
    const res = await request(stack.app).get('/api/explorer/chains');
    expectError(res, 405, 'METHOD_NOT_ALLOWED');
    expect(res.headers.allow).toBe('POST');
  });

  // Every layer finds a route by its exact path (the idempotency one too): a looser router ran a transfer sent to
  // `tokenTransfer/` with its Idempotency-Key ignored.
  it('a path with a trailing slash or in another case: 404, with or without an Idempotency-Key', async () => {
    for (const path of ['/api/intent/tokenTransfer/', '/api/Intent/tokenTransfer', '/API/EXPLORER/CHAINS'])
      expectError(
        await request(stack.app)
          .post(path)
          .set('Idempotency-Key', 'exact-paths-1')
          .send({ sessionConfig: forged, ...VALID_BODIES['/api/intent/tokenTransfer'] }),
        404,
        'NOT_FOUND',
        'Not found',
      );
    expectError(await request(stack.app).get('/healthz/'), 404, 'NOT_FOUND', 'Not found');
  });

  it('a body over 1 MiB: 413 PAYLOAD_TOO_LARGE (§3.4)', async () => {
    const res = await post(stack.app, '/api/intent/signMessage', {
      sessionConfig: forged,
      message: 'x'.repeat(1024 * 1024 + 1),
    });
    expectError(res, 413, 'PAYLOAD_TOO_LARGE', 'Payload too large');
  });

  it('malformed JSON or a JSON array: 400 BAD_REQUEST, never a stack trace; not JSON at all: 415', async () => {
    const bad = await request(stack.app)
      .post('/api/auth/email/otp')
      .set('Content-Type', 'application/json')
      .send('{"email":');
    expectError(bad, 400, 'BAD_REQUEST', 'Malformed request body');
    expect(JSON.stringify(bad.body)).not.toMatch(/at .*\.js|SyntaxError/);
    expectError(await post(stack.app, '/api/auth/email/otp', [1]), 400, 'BAD_REQUEST');
    expectError(
      await request(stack.app).post('/api/auth/email/otp').type('text').send('email=a'),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('body credentials are honoured when allowed: an unknown clientSWA is the platform 401 UNKNOWN_CLIENT', async () => {
    const res = await post(stack.app, '/api/auth/email/otp', { email: 'a@b.co', client_swa: RECIPIENT });
    expectError(res, 401, 'UNKNOWN_CLIENT', 'Unknown client');
  });

  it('body credentials are rejected with 400 unless ALLOW_CLIENT_KEYS_FROM_BODY=true', async () => {
    const app = createServerApp(loadConfig({ PLATFORM_URL: stack.platform.url, LOG_LEVEL: 'silent' }), {
      logDestination: memorySink().stream,
    });
    const res = await post(app, '/api/auth/email/otp', { email: 'a@b.co', client_swa: RECIPIENT });
    expectError(
      res,
      400,
      'VALIDATION_ERROR',
      'Validation failed: Client credentials in the request body are not allowed on this server',
    );
    expect((await post(app, '/api/auth/email/otp', { email: 'a@b.co' })).status).toBe(200);
  });
});
