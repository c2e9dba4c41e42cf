import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { IncomingMessage } from 'node:http';
import request from 'supertest';
import { directRoutes } from '../src/http/direct-routes.js';
import type { RouteDef, RouteHandler } from '../src/http/route.js';
import { ALL_ROUTES } from '../src/routes/all-routes.js';
import { CLIENT_SIGN_PATH } from '../src/routes/client-sign-route.js';
import { orderStreamRoute } from '../src/routes/order-stream-route.js';
import { forgedSession } from './helpers/session-keys.js';
import { DEMO_ORIGIN, loginWithCookie } from './helpers/cookie-flows.js';
import { loginByEmail, type Session } from './helpers/flows.js';
import { startStack, type TestStack } from './helpers/stack.js';

// A JSON POST to a route's exact path skips Express's routers (src/http/direct-routes.ts).
// Which requests do is checked on the picker; that they are answered exactly as Express answers them, by sending each
// request twice: to the route's path (direct) and to the same path with a query string, which Express routes by its
// path alone and the picker leaves to Express.

describe('which requests skip Express', () => {
  const handlers = new Map<RouteDef, RouteHandler>(ALL_ROUTES.map((route) => [route, async () => undefined]));
  const pick = directRoutes(handlers);
  const chains = ALL_ROUTES.find((route) => route.path === '/api/explorer/chains')!;
  const req = (method: string, url: string, headers: Record<string, string> = {}) =>
    ({
      method,
      url,
      headers: { 'content-type': 'application/json', ...headers },
    }) as unknown as IncomingMessage;

  it("a JSON POST to the exact path of a route outside /api/auth that answers JSON: that route's handler", () => {
    const plain = { handler: handlers.get(chains), keyed: false };
    expect(pick(req('POST', '/api/explorer/chains'))).toEqual(plain);
    expect(pick(req('POST', '/api/explorer/chains', { cookie: 'theme=dark' }))).toEqual(plain);
    expect(
      pick(req('POST', '/api/explorer/chains', { 'content-type': 'application/json; charset=utf-8' })),
    ).toEqual(plain);
    expect(
      pick(req('POST', '/api/explorer/chains', { 'content-type': 'Application/JSON;charset="UTF-8"' })),
    ).toEqual(plain);
    const direct = ALL_ROUTES.filter(
      (route) => pick(req('POST', route.path))?.handler === handlers.get(route),
    );
    expect(direct.map((route) => route.path)).toEqual(
      ALL_ROUTES.filter((route) => !route.path.startsWith('/api/auth') && !route.stream).map(
        (route) => route.path,
      ),
    );
  });

  it('with the session cookie or an Idempotency-Key: keyed (the layers that read them run too)', () => {
    const cookie = { cookie: 'theme=dark; satchel_session=x' };
    expect(pick(req('POST', '/api/explorer/chains', cookie))).toEqual({
      handler: handlers.get(chains),
      keyed: true,
    });
    expect(pick(req('POST', '/api/intent/tokenTransfer', { 'idempotency-key': 'k1' }))?.keyed).toBe(true);
  });

  it.each([
    ['another method', req('GET', '/api/explorer/chains')],
    ['a query string', req('POST', '/api/explorer/chains?x=1')],
    ['a trailing slash', req('POST', '/api/explorer/chains/')],
    ['another case', req('POST', '/API/explorer/chains')],
    ['a body that is not JSON', req('POST', '/api/explorer/chains', { 'content-type': 'text/plain' })],
    ['a malformed JSON type', req('POST', '/api/explorer/chains', { 'content-type': 'application/json;' })],
    [
      'other type parameters',
      req('POST', '/api/explorer/chains', { 'content-type': 'application/json; v=2' }),
    ],
    [
      'no Content-Type',
      { method: 'POST', url: '/api/explorer/chains', headers: {} } as unknown as IncomingMessage,
    ],
    ['an auth route (its rate limit)', req('POST', '/api/auth/authenticate')],
    ['the client-sign route (its guards)', req('POST', CLIENT_SIGN_PATH)],
    ['the order stream (not JSON)', req('POST', orderStreamRoute.path)],
    ['an unknown path', req('POST', '/api/explorer/nope')],
  ])('%s: through Express', (_what, request) => {
    expect(pick(request)).toBeUndefined();
  });
});

describe('a request that skips Express is answered as Express answers it', () => {
  let stack: TestStack;
  let session: Session;
  beforeAll(async () => {
    stack = await startStack();
    session = await loginByEmail(stack.app, stack.platform.url, 'direct-routes@example.com');
  });
  afterAll(async () => {
    await stack.close();
  });

  /** The request direct, then through Express: status, headers and body, the trace ids aside. */
  async function bothWays(path: string, body: string, headers: Record<string, string> = {}) {
    const send = (url: string) =>
      request(stack.app)
        .post(url)
        .set({ 'Content-Type': 'application/json', ...headers })
        .send(body);
    const [direct, viaExpress] = [await send(path), await send(`${path}?via=express`)];
    const seen = (res: request.Response) => {
      const { date: _date, 'x-trace-id': traceId, ...rest } = res.headers;
      expect(traceId).toMatch(/^[0-9a-f]{32}$/);
      const envelope = res.body as { error?: { traceId?: string } };
      if (envelope.error?.traceId !== undefined) envelope.error.traceId = 'the trace id';
      return { status: res.status, headers: rest, body: envelope };
    };
    expect(seen(direct)).toEqual(seen(viaExpress));
    return seen(direct);
  }
  const json = (value: unknown) => JSON.stringify(value);

  it('a read: the same success envelope and headers (helmet, CORS for the demo origin)', async () => {
    const answer = await bothWays('/api/explorer/chains', json({ sessionConfig: session }), {
      Origin: 'http://localhost:5173',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(answer.headers['content-security-policy']).toBeDefined();
    expect((answer.body as { data: { count: number } }).data.count).toBeGreaterThan(0);
    await bothWays('/api/explorer/portfolio', json({ sessionConfig: session }));
    const charset = { 'Content-Type': 'application/json;charset="UTF-8"' };
    expect((await bothWays('/api/explorer/tokens', json({ sessionConfig: session }), charset)).status).toBe(
      200,
    );
  });

  // Bodies made when the test runs: the session exists only after beforeAll.
  it.each<[string, () => string, number]>([
    ['JSON that does not parse', () => '{"sessionConfig":', 400],
    ['a JSON array', () => '[1]', 400],
    ['a body over the limit', () => json({ sessionConfig: session, pad: 'x'.repeat(1_100_000) }), 413],
    ['no sessionConfig', () => json({}), 401],
    ['a body the route refuses', () => json({ sessionConfig: session, page: 0 }), 400],
    ['a session the platform does not know', () => json({ sessionConfig: forgedSession() }), 401],
  ])('%s: the same error envelope', async (_what, body, status) => {
    const answer = await bothWays('/api/explorer/portfolio-activity', body());
    expect([answer.status, answer.body]).toEqual([status, expect.objectContaining({ status: 'error' })]);
  });

  it('with the session cookie: the same answers (a read, a forgotten session, a foreign origin)', async () => {
    const { cookie } = await loginWithCookie(stack.app, stack.platform.url, 'direct-cookie@example.com');
    const read = await bothWays('/api/explorer/chains', '{}', { Cookie: cookie, Origin: DEMO_ORIGIN });
    expect(read.status).toBe(200);
    const gone = await bothWays('/api/explorer/chains', '{}', {
      Cookie: 'satchel_session=forgotten',
      Origin: DEMO_ORIGIN,
    });
    expect([gone.status, gone.headers['set-cookie']]).toEqual([401, [expect.stringMatching(/Max-Age=0/)]]);
    const foreign = await bothWays('/api/explorer/chains', '{}', {
      Cookie: cookie,
      Origin: 'https://elsewhere.example',
    });
    expect(foreign.status).toBe(403);
  });

  it('with an Idempotency-Key the idempotency layer runs: a malformed key is refused the same way', async () => {
    const body = json({ sessionConfig: session, caip2Id: 'eip155:84532', recipient: session.userSWA });
    const answer = await bothWays('/api/intent/tokenTransfer', body, { 'Idempotency-Key': 'two words' });
    expect([answer.status, answer.body]).toEqual([400, expect.objectContaining({ status: 'error' })]);
    expect(JSON.stringify(answer.body)).toContain('Idempotency-Key');
  });

  it("the request's log line is the same either way, its path included", () => {
    const lineOf = (url: string) => {
      const line = stack
        .logs()
        .split('\n')
        .find((text) => text.includes(`"url":"${url}"`));
      const { time: _time, reqId: _reqId, req, responseTime: _ms, ...rest } = JSON.parse(line ?? '{}');
      return { ...rest, req: { ...req, id: 'the trace id', url: 'the path' } };
    };
    expect(lineOf('/api/explorer/chains')).toEqual(lineOf('/api/explorer/chains?via=express'));
    expect(lineOf('/api/explorer/chains')).toMatchObject({
      msg: 'request completed',
      res: { statusCode: 200 },
    });
  });
});
