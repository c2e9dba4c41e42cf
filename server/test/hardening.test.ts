import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { createServerApp } from '../src/app.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { createLogger } from '../src/http/logger.js';
import { startServer } from '../src/start-server.js';
import { post } from './helpers/bff.js';
import { memorySink, startStack, type TestStack } from './helpers/stack.js';

let stack: TestStack;
const ORIGIN = 'http://localhost:5173';

beforeAll(async () => {
  stack = await startStack({ CLIENT_ORIGIN: ORIGIN });
});
afterAll(async () => {
  await stack.close();
});

describe('hardening', () => {
  it('GET /healthz answers ok with helmet headers and a trace id', async () => {
    const res = await request(stack.app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-trace-id']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('CORS answers only CLIENT_ORIGIN', async () => {
    const preflight = await request(stack.app)
      .options('/api/explorer/chains')
      .set('Origin', ORIGIN)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    expect(preflight.headers['access-control-allow-headers']).toContain('Content-Type');

    const other = await request(stack.app)
      .options('/api/explorer/chains')
      .set('Origin', 'http://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const actual = await request(stack.app).post('/api/explorer/chains').set('Origin', ORIGIN).send({});
    expect(actual.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(actual.headers['access-control-expose-headers']).toContain('X-Trace-Id');
  });

  it('auth routes are rate limited per IP: 429 RATE_LIMITED with Retry-After; other routes are not', async () => {
    const app = createServerApp(
      loadConfig({
        PLATFORM_URL: stack.platform.url,
        AUTH_RATE_LIMIT_MAX: '2',
        AUTH_RATE_LIMIT_WINDOW_MS: '60000',
        LOG_LEVEL: 'silent',
      }),
      { logDestination: memorySink().stream },
    );
    for (let i = 0; i < 2; i++)
      expect((await post(app, '/api/auth/email/otp', { email: 'nope' })).status).toBe(400);
    const limited = await post(app, '/api/auth/email/otp', { email: 'nope' });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatchObject({
      code: 429,
      errorCode: 'RATE_LIMITED',
      message: 'Too many requests',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(app, '/api/auth/authenticate', {})).status).toBe(429);
    for (let i = 0; i < 3; i++) expect((await post(app, '/api/explorer/chains', {})).status).toBe(401);
  });

  it('behind one proxy (TRUST_PROXY=1) the limit is per client IP from X-Forwarded-For, without warnings', async () => {
    const app = createServerApp(
      loadConfig({
        PLATFORM_URL: stack.platform.url,
        AUTH_RATE_LIMIT_MAX: '1',
        TRUST_PROXY: '1',
        LOG_LEVEL: 'silent',
      }),
      { logDestination: memorySink().stream },
    );
    // express-rate-limit reports a doubtful proxy setting on the console, not as an error.
    const warn = jest.spyOn(console, 'warn');
    const error = jest.spyOn(console, 'error');
    try {
      const from = (ip: string) =>
        request(app).post('/api/auth/email/otp').set('X-Forwarded-For', ip).send({ email: 'nope' });
      expect((await from('203.0.113.1')).status).toBe(400);
      expect((await from('203.0.113.2')).status).toBe(400);
      expect((await from('203.0.113.1')).status).toBe(429);
      expect(warn).not.toHaveBeenCalled();
      expect(error).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });

  it('the logger redacts every secret key, nested too', () => {
    const sink = memorySink();
    const logger = createLogger('info', sink.stream);
    logger.info({
      client_pk: 'SECRET-1',
      body: { sessionConfig: { sessionPrivKey: 'SECRET-2' }, otp: 'SECRET-3', idToken: 'SECRET-4' },
      req: { headers: { authorization: 'Bearer SECRET-5' } },
      res: {
        data: {
          authToken: 'SECRET-6',
          refreshAuthToken: 'SECRET-7',
          access_token: 'SECRET-8',
          token: 'SECRET-9',
        },
      },
    });
    const line = sink.text();
    expect(line).toContain('[REDACTED]');
    for (let i = 1; i <= 9; i++) expect(line).not.toContain(`SECRET-${i}`);
  });

  it('the logger writes an error as its type and message, a described one as described', () => {
    const sink = memorySink();
    const logger = createLogger('info', sink.stream);
    const error = Object.assign(new RangeError('Redis did not answer'), {
      url: 'redis://:SECRET@redis:6379',
    });
    logger.warn({ err: error }, 'an Error');
    logger.warn({ err: { type: 'RedisSilentError', message: 'described' } }, 'a described one');
    const [first, second] = sink
      .text()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { err: unknown });
    expect(first.err).toEqual({ type: 'RangeError', message: 'Redis did not answer' });
    expect(second.err).toEqual({ type: 'RedisSilentError', message: 'described' });
  });
});

describe('configuration and lifecycle', () => {
  it('loadConfig: defaults of the README', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      platformUrl: 'http://localhost:4100',
      environment: 'sandbox',
      clientSWA: '0x18F5E3216A84f2B54C0d03f0E863C0a5828ff9C8',
      allowClientKeysFromBody: false,
      clientOrigin: 'http://localhost:5173',
      logLevel: 'info',
      authRateLimitMax: 60,
      bodyLimitBytes: 1048576,
    });
    expect(config.social.apple.tokenUrl).toBe('http://localhost:4100/oauth/apple/token');
    expect(config.social.twitter.tokenUrl).toBe('http://localhost:4100/oauth/twitter/token');
    expect(config.social.redirectBase).toBe('http://localhost:5173');
    expect(config.platformPublicUrl).toBe('http://localhost:4100');
  });

  it('loadConfig: the public platform URL of the operation links (PLATFORM_PUBLIC_URL, else PLATFORM_URL)', () => {
    const env = {
      PLATFORM_URL: 'http://platform:4100',
      PLATFORM_PUBLIC_URL: 'https://platform.example.com/',
    };
    expect(loadConfig(env).platformPublicUrl).toBe('https://platform.example.com');
    expect(loadConfig({ PLATFORM_URL: 'http://platform:4100' }).platformPublicUrl).toBe(
      'http://platform:4100',
    );
    expect(loadConfig({ SATCHEL_PLATFORM: 'okto' }).platformPublicUrl).toBeUndefined();
    expect(() => loadConfig({ PLATFORM_PUBLIC_URL: 'platform:4100' })).toThrow(
      'PLATFORM_PUBLIC_URL must be an http(s) URL',
    );
  });

  it('loadConfig fails fast on bad values', () => {
    expect(() => loadConfig({ CLIENT_PRIVATE_KEY: '0x12' })).toThrow(ConfigError);
    expect(() => loadConfig({ CLIENT_SWA: 'abc' })).toThrow('CLIENT_SWA: Invalid clientSWA format');
    expect(() => loadConfig({ SATCHEL_ENVIRONMENT: 'dev' })).toThrow('Invalid environment');
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a non-negative integer');
  });

  it('startServer listens on an ephemeral port and closes', async () => {
    const server = await startServer(
      loadConfig({ PORT: '0', PLATFORM_URL: stack.platform.url, LOG_LEVEL: 'silent' }),
      { logDestination: memorySink().stream },
    );
    const res = await fetch(`${server.url}/healthz`);
    expect(await res.json()).toEqual({ status: 'ok' });
    await server.close();
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });
});
