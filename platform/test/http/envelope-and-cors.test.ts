import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { errorOf, request } from '../helpers/request.js';
import { startPlatform, type TestPlatform } from '@satchel/test-support';

// One platform for the file: every test only reads or sends requests that change nothing shared.
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startPlatform({ allowedOrigins: ['https://demo.example.com'] });
});
afterAll(async () => {
  await platform.close();
});

describe('HTTP envelope, limits and CORS (docs/protocol.md §3)', () => {
  it('GET /healthz → {"status":"ok"} with an X-Trace-Id', async () => {
    const res = await request(platform.url, 'GET', '/healthz');
    expect(res.status).toBe(200);
    expect(res.text).toBe('{"status":"ok"}');
    expect(res.headers.get('x-trace-id')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('renders errors as the envelope: key order, trace id equal to the header, no stack', async () => {
    const res = await request(platform.url, 'GET', '/api/oc/v1/wallets');
    expect(res.status).toBe(401);
    expect(Object.keys(res.json)).toEqual(['status', 'error']);
    expect(Object.keys(res.json.error)).toEqual(['code', 'errorCode', 'message', 'details', 'trace_id']);
    expect(res.json.error).toEqual({
      code: 401,
      errorCode: 'AUTH_REQUIRED',
      message: 'Authorization header missing',
      details: '',
      trace_id: res.headers.get('x-trace-id'),
    });
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('a new trace id for every request', async () => {
    const a = await request(platform.url, 'GET', '/healthz');
    const b = await request(platform.url, 'GET', '/healthz');
    expect(a.headers.get('x-trace-id')).not.toBe(b.headers.get('x-trace-id'));
  });

  it('unknown path or method → 404 NOT_FOUND', async () => {
    for (const [method, path] of [
      ['GET', '/nope'],
      ['GET', '/api/oc/v1/nope'],
      ['DELETE', '/api/oc/v1/wallets'],
      ['PUT', '/healthz'],
    ] as const) {
      const res = await request(platform.url, method, path);
      expect(res.status).toBe(404);
      expect(errorOf(res)).toMatchObject({
        code: 404,
        errorCode: 'NOT_FOUND',
        message: 'Not found',
        details: '',
      });
      expect(res.headers.get('x-trace-id')).toBe(errorOf(res)?.trace_id);
    }
  });

  it('paths match exactly: another case or a trailing slash → 404 NOT_FOUND, whatever the body', async () => {
    expect((await request(platform.url, 'GET', '/api/oc/v1/supported/networks')).status).toBe(401);
    for (const [method, path, type] of [
      ['GET', '/api/oc/v1/supported/networks/', undefined],
      ['GET', '/API/oc/v1/supported/networks', undefined],
      ['GET', '/api/oc/v1/Supported/networks', undefined],
      ['GET', '/Healthz', undefined],
      ['GET', '/healthz/', undefined],
      ['POST', '/api/oc/v1/authenticate/', 'application/json'],
      ['POST', '/API/oc/v1/authenticate', 'text/plain'],
      ['POST', '/dev/Faucet', 'application/json'],
    ] as const) {
      const res = await request(platform.url, method, path, {
        ...(type && { body: '{"a":1}', headers: { 'Content-Type': type } }),
      });
      expect({ path, status: res.status, errorCode: errorOf(res)?.errorCode }).toEqual({
        path,
        status: 404,
        errorCode: 'NOT_FOUND',
      });
    }
  });

  it('malformed JSON, a non-object body → 400 BAD_REQUEST', async () => {
    for (const body of ['{"a":', '[1,2]', '"text"', '42', 'null', 'true']) {
      const res = await request(platform.url, 'POST', '/api/oc/v1/authenticate', { body });
      expect(res.status).toBe(400);
      expect(errorOf(res)).toMatchObject({ errorCode: 'BAD_REQUEST', message: 'Malformed request body' });
    }
  });

  it('a body in another media type → 415 UNSUPPORTED_MEDIA_TYPE, which says what to send', async () => {
    for (const [type, path] of [
      ['text/plain', '/api/oc/v1/authenticate'],
      ['application/x-www-form-urlencoded', '/api/oc/v1/authenticate'],
    ]) {
      const res = await request(platform.url, 'POST', path, {
        body: '{"a":1}',
        headers: { 'Content-Type': type },
      });
      expect(res.status).toBe(415);
      expect(errorOf(res)).toMatchObject({
        errorCode: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Content-Type must be application/json',
      });
    }
  });

  it('a body over 1 MiB → 413 PAYLOAD_TOO_LARGE (§3.4); just under passes the parser', async () => {
    const big = JSON.stringify({ pad: 'x'.repeat(1024 * 1024) });
    const res = await request(platform.url, 'POST', '/dev/faucet', { body: big });
    expect(res.status).toBe(413);
    expect(errorOf(res)).toMatchObject({
      code: 413,
      errorCode: 'PAYLOAD_TOO_LARGE',
      message: 'Payload too large',
    });
    const fits = JSON.stringify({ pad: 'x'.repeat(1024 * 1024 - 20) });
    const ok = await request(platform.url, 'POST', '/dev/faucet', { body: fits });
    expect(ok.status).toBe(400);
    expect(errorOf(ok)?.errorCode).toBe('VALIDATION_ERROR');
  });

  it('accepts Content-Type: application/json on bodiless GETs', async () => {
    const res = await request(platform.url, 'GET', '/healthz', {
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(200);
  });

  it('CORS preflight from a local origin: echoed origin, methods, headers', async () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:4000', 'https://demo.example.com']) {
      const res = await fetch(`${platform.url}/api/oc/v1/wallets`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'authorization,content-type',
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS');
      expect(res.headers.get('access-control-allow-headers')).toBe('Content-Type, Authorization');
      expect(res.headers.get('vary')).toMatch(/Origin/);
    }
  });

  it('CORS on actual responses exposes X-Trace-Id and Retry-After, errors included', async () => {
    const res = await fetch(`${platform.url}/api/oc/v1/wallets`, {
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-expose-headers')).toBe('X-Trace-Id, Retry-After');
  });

  it('CORS: other origins get no allow-origin header', async () => {
    for (const origin of [
      'https://evil.example.com',
      'http://localhost.evil.com',
      'https://localhost:5173',
      'null',
    ]) {
      const res = await fetch(`${platform.url}/api/oc/v1/wallets`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
      });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      const get = await fetch(`${platform.url}/healthz`, { headers: { Origin: origin } });
      expect(get.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('helmet: the API may not be framed; the pages may be framed by and talk to local origins', async () => {
    const api = await fetch(`${platform.url}/healthz`);
    expect(api.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('content-security-policy')).not.toMatch(/upgrade-insecure-requests/);
    // (the identity and onboarding pages set their own, stricter CSP; these paths get the platform default for pages)
    for (const path of ['/onboarding/missing.png', '/onboarding/assets/app.js', '/oauth/unknown']) {
      const page = await fetch(`${platform.url}${path}`);
      expect(page.headers.get('x-frame-options')).toBeNull();
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(
        /frame-ancestors 'self' http:\/\/localhost:\* http:\/\/127\.0\.0\.1:\* https:\/\/demo\.example\.com/,
      );
      expect(csp).toMatch(/form-action 'self' http:\/\/localhost:\*/);
      expect(page.headers.get('cross-origin-opener-policy')).toBeNull();
    }
  });
});

describe('mounted areas', () => {
  it('serves the onboarding page, the JWKS and the API routes of every area', async () => {
    const page = await fetch(`${platform.url}/onboarding/?origin=http://localhost:5173`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect((await fetch(`${platform.url}/.well-known/jwks.json`)).status).toBe(200);
    // every API route of every area exists: without a bearer they answer 401, never 404
    for (const [method, path] of [
      ['POST', '/execute'],
      ['GET', '/estimate'],
      ['POST', '/estimate'],
      ['GET', '/orders'],
      ['GET', '/nft/order-details'],
      ['GET', '/aggregated-portfolio'],
      ['GET', '/portfolio/activity'],
      ['GET', '/portfolio/nft'],
      ['POST', '/readContractData'],
      ['POST', '/signMessage'],
      ['GET', '/wallets'],
      ['GET', '/user-keys'],
    ] as const) {
      const res = await request(
        platform.url,
        method,
        `/api/oc/v1${path}`,
        method === 'POST' ? { body: {} } : {},
      );
      expect({ path, status: res.status, errorCode: errorOf(res)?.errorCode }).toEqual({
        path,
        status: 401,
        errorCode: 'AUTH_REQUIRED',
      });
    }
    const auth = await request(platform.url, 'POST', '/api/oc/v1/authenticate', { body: {} });
    expect(auth.status).toBe(400);
  });
});
