import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RunningPlatform } from '@satchel/platform';
import { startPlatform } from '@satchel/test-support';
import type { Express } from 'express';
import request from 'supertest';
import { createServerApp, sharedStateOf } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { ok } from './helpers/bff.js';
import { expectError } from './helpers/expect-error.js';
import { loginByEmail, waitForOrder, type Session } from './helpers/flows.js';
import { RECIPIENT } from './helpers/intent-flows.js';
import { startRedis, type RunningRedis } from './helpers/redis-server.js';
import { readEventStream } from './helpers/sse-client.js';
import { memorySink } from './helpers/stack.js';

// Two BFF instances (two apps, two Redis clients) sharing one real redis-server, against the real platform: the
// auth rate limit and the idempotency records behave as one; a stopped Redis fails open (rate limit) or closed
// (keyed writes, 503), never a crash or a hang. The test runs redis-server itself (Debian's package).
let platform: RunningPlatform;
let redis: RunningRedis;
let hanging: Server;
let a: Express;
let b: Express;
let slow: Express;
let leaving: Express;
let session: Session;
const logs = memorySink();

const instance = (platformUrl: string, env: Record<string, string> = {}) =>
  createServerApp(
    loadConfig({
      PLATFORM_URL: platformUrl,
      REDIS_URL: redis.url,
      AUTH_RATE_LIMIT_MAX: '6',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'info',
      ...env,
    }),
    { logDestination: logs.stream },
  );

async function untilReady(...apps: Express[]) {
  for (let i = 0; i < 200 && !apps.every((app) => sharedStateOf(app).isReady()); i++)
    await new Promise((resolve) => setTimeout(resolve, 25));
  expect(apps.every((app) => sharedStateOf(app).isReady())).toBe(true);
}

const transfer = (amount: string) => ({
  caip2Id: 'eip155:84532',
  recipient: RECIPIENT,
  token: '',
  amount,
  sessionConfig: session,
});
const keyed = (app: Express, key: string, body: unknown, path = '/api/intent/tokenTransfer') =>
  request(app)
    .post(path)
    .set('Idempotency-Key', key)
    .send(body as object);
const otpFrom = (app: Express, ip: string) =>
  request(app).post('/api/auth/email/otp').set('X-Forwarded-For', ip).send({ email: 'nope' });
const transfers = async () =>
  ok(
    await request(b)
      .post('/api/explorer/order-history')
      .send({ sessionConfig: session, intent_type: 'TOKEN_TRANSFER' })
      .then((res) => ({ status: res.status, body: res.body })),
  ) as { count: number; items: { intentId: string }[] };

beforeAll(async () => {
  platform = await startPlatform({ settleMs: 30 });
  redis = await startRedis();
  // A platform that accepts requests and never answers: an instance using it keeps its request in flight.
  hanging = createServer(() => undefined);
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  const { port } = hanging.address() as { port: number };
  a = instance(platform.url);
  b = instance(platform.url);
  slow = instance(`http://127.0.0.1:${port}`, { UPSTREAM_TIMEOUT_MS: '1500' });
  leaving = instance(platform.url);
  await untilReady(a, b, slow, leaving);
  session = await loginByEmail(a, platform.url, 'scale@example.com');
});

afterAll(async () => {
  await Promise.all([a, b, slow, leaving].map((app) => sharedStateOf(app).close()));
  hanging.closeAllConnections();
  await new Promise((resolve) => hanging.close(resolve));
  await redis.close();
  await platform.close();
});

describe('two instances, one Redis', () => {
  it('the auth rate limit trips on the sum of both instances’ requests', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < 3; i++) {
      expect((await otpFrom(a, ip)).status).toBe(400);
      expect((await otpFrom(b, ip)).status).toBe(400);
    }
    const limited = await otpFrom(a, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.error.errorCode).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await otpFrom(b, ip)).status).toBe(429);
    expect((await otpFrom(b, '203.0.113.51')).status).toBe(400);
  });

  it('a transfer retried with the same Idempotency-Key on the other instance answers the same jobId, one order', async () => {
    const body = transfer('1001');
    const first = await keyed(a, 'transfer-1', body);
    expect(first.status).toBe(200);
    const jobId = first.body.data.jobId as string;
    expect(jobId).toEqual(expect.any(String));
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    // Keys in another order are the same request.
    const { sessionConfig, ...rest } = body;
    const retry = await keyed(b, 'transfer-1', { sessionConfig, ...rest });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');

    const orders = await transfers();
    expect(orders.items.filter((order) => order.intentId === jobId)).toHaveLength(1);
    expect(orders.count).toBe(1);
  });

  it('the same key with a different body is 422, on either instance, and creates nothing', async () => {
    expectError(
      await keyed(b, 'transfer-1', transfer('2002')),
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'Idempotency-Key was already used with a different request',
    );
    expectError(
      await keyed(a, 'transfer-1', transfer('1001'), '/api/intent/rawTransaction'),
      422,
      'IDEMPOTENCY_KEY_REUSED',
    );
    expect((await transfers()).count).toBe(1);
  });

  it('a retry while the first request is still in flight is 409; then the first answer is replayed', async () => {
    const body = transfer('3003');
    const first = keyed(slow, 'transfer-slow', body).then((res) => res);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const during = await keyed(a, 'transfer-slow', body);
    expectError(
      during,
      409,
      'IDEMPOTENCY_KEY_IN_USE',
      'A request with this Idempotency-Key is still in progress',
    );
    expect(during.headers['retry-after']).toBe('1');
    // A caller that gave up (client timeout) does not free the key while its request still runs.
    const abandoned = await keyed(slow, 'transfer-abandoned', body)
      .timeout(200)
      .then(
        () => 'answered',
        (error: Error) => error.message,
      );
    expect(abandoned).toMatch(/Timeout/);
    expectError(await keyed(b, 'transfer-abandoned', body), 409, 'IDEMPOTENCY_KEY_IN_USE');
    // The slow instance's platform never answers: 502, and a 5xx is kept (the order may exist upstream).
    const answered = await first;
    expect(answered.status).toBe(502);
    const replay = await keyed(b, 'transfer-slow', body);
    expect(replay.status).toBe(502);
    expect(replay.body).toEqual(answered.body);
  });

  it('keys are per session: another user may use the same key', async () => {
    const other = await loginByEmail(b, platform.url, 'scale-2@example.com');
    const mine = await keyed(b, 'transfer-1', { ...transfer('1001'), sessionConfig: other });
    expect(mine.status).toBe(200);
    expect(mine.headers['idempotent-replayed']).toBeUndefined();
    expect(await waitForOrder(b, other, mine.body.data.jobId)).toMatchObject({ status: 'SUCCESSFUL' });
  });

  it('Redis stopped: auth is not limited (fail open), keyed writes are 503 (fail closed), the rest works', async () => {
    await redis.stop();
    const ip = '203.0.113.60';
    for (let i = 0; i < 8; i++) expect((await otpFrom(i % 2 ? a : b, ip)).status).toBe(400);

    const refused = await keyed(a, 'transfer-down', transfer('4004'));
    expectError(refused, 503, 'IDEMPOTENCY_UNAVAILABLE', 'Idempotency records are unavailable, retry later');
    expect(refused.headers['retry-after']).toBe('1');
    const unkeyed = await request(b).post('/api/intent/tokenTransfer').send(transfer('4004'));
    expect(unkeyed.status).toBe(200);
    expect((await request(a).get('/healthz')).status).toBe(200);
    expect(logs.text()).toContain('redis unavailable');
    expect(logs.text()).not.toContain(session.sessionPrivKey);
  });

  it('Redis stopped: an instance still closes, its Redis connections waiting to reconnect', async () => {
    // An order stream opened now ends at once, and leaves a subscription whose connection waits for Redis.
    const server = leaving.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const read = await readEventStream(`http://127.0.0.1:${port}/api/explorer/order-stream`, {
      sessionConfig: session,
    });
    expect(read.events).toEqual([{ event: 'end', data: { reason: 'unavailable' } }]);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    // ioredis never ends a connection closed between two reconnection attempts, node-redis's connect never settles
    // while Redis is down: closing waits for neither.
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      sharedStateOf(leaving)
        .close()
        .then(() => 'closed'),
      new Promise((resolve) => (timer = setTimeout(() => resolve('still closing after 10 s'), 10_000))),
    ]);
    clearTimeout(timer);
    expect(outcome).toBe('closed');
  });

  it('Redis back: both features work again', async () => {
    await redis.restart();
    await untilReady(a, b);
    const ip = '203.0.113.70';
    for (let i = 0; i < 6; i++) expect((await otpFrom(i % 2 ? a : b, ip)).status).toBe(400);
    expect((await otpFrom(a, ip)).status).toBe(429);
    const body = transfer('5005');
    const first = await keyed(a, 'transfer-back', body);
    expect(first.status).toBe(200);
    expect((await keyed(b, 'transfer-back', body)).body.data.jobId).toBe(first.body.data.jobId);
  });

  it('every order these instances accepted ends SUCCESSFUL', async () => {
    const { items } = await transfers();
    expect(items.length).toBeGreaterThanOrEqual(3);
    for (const { intentId } of items)
      expect(await waitForOrder(a, session, intentId)).toMatchObject({ status: 'SUCCESSFUL' });
  });
});
