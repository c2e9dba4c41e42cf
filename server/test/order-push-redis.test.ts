import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RunningPlatform } from '@satchel/platform';
import { startPlatform } from '@satchel/test-support';
import type { Express } from 'express';
import request from 'supertest';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { createServerApp, sharedStateOf } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { ok, post } from './helpers/bff.js';
import { loginWithCookie, postWithCookie } from './helpers/cookie-flows.js';
import { loginByEmail, waitForOrder, type Session } from './helpers/flows.js';
import { eventually } from './helpers/eventually.js';
import { RECIPIENT } from './helpers/intent-flows.js';
import { startRedis, type RunningRedis } from './helpers/redis-server.js';
import { readEventStream } from './helpers/sse-client.js';
import { memorySink } from './helpers/stack.js';
import { startReceiver, type Receiver } from './helpers/webhook-receiver.js';

// Followers and deliveries in Redis through BullMQ (docs/protocol.md §18.7), with one real redis-server: two BFF
// instances deliver each event once; a BFF killed with SIGKILL while deliveries are being retried loses none of
// them; a stream on one instance tells the orders another accepted. A real receiver, verified by standardwebhooks.
const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const SESSION_KEY = randomBytes(32).toString('hex');

let platform: RunningPlatform;
let redis: RunningRedis;
let receiver: Receiver;
let session: Session;
const apps: Express[] = [];
const logs = memorySink();

const env = (extra: Record<string, string> = {}) => ({
  PLATFORM_URL: platform.url,
  REDIS_URL: redis.url,
  AUTH_RATE_LIMIT_MAX: '0',
  LOG_LEVEL: 'info',
  SESSION_ENCRYPTION_KEY: SESSION_KEY,
  ORDER_WEBHOOK_URLS: receiver.url,
  ORDER_WEBHOOK_SECRET: SECRET,
  ORDER_FOLLOW_FIRST_MS: '20',
  ORDER_FOLLOW_MAX_MS: '100',
  ORDER_WEBHOOK_RETRY_MS: '100',
  ORDER_WEBHOOK_RETRY_MAX_MS: '400',
  ...extra,
});
const instance = () => {
  const app = createServerApp(loadConfig(env()), { logDestination: logs.stream });
  apps.push(app);
  return app;
};
const transferBody = (amount: string) => ({
  caip2Id: 'eip155:84532',
  recipient: RECIPIENT,
  token: '',
  amount,
  sessionConfig: session,
});
const transfer = async (app: Express, amount = '1000') =>
  ok<{ jobId: string }>(await post(app, '/api/intent/tokenTransfer', transferBody(amount))).jobId;
const keyedTransfer = (app: Express, key: string, amount: string) =>
  request(app)
    .post('/api/intent/tokenTransfer')
    .set('Content-Type', 'application/json')
    .set('Idempotency-Key', key)
    .send(transferBody(amount));
const healthOf = async (app: Express) => (await request(app).get('/healthz')).body as unknown;
const untilReady = (app: Express) =>
  eventually(() => sharedStateOf(app).isReady(), Boolean, { tries: 200, everyMs: 25 });
/** Every event of these orders accepted once, each after exactly three refusals (no attempt twice). */
function expectEachOnce(jobIds: string[], finals = 'succeeded') {
  const ids = jobIds.flatMap((id) => [`msg_${id}_accepted`, `msg_${id}_${finals}`]);
  for (const id of ids) {
    const attempts = receiver.received.filter((r) => r.id === id);
    expect({ id, accepted: attempts.map((a) => a.accepted) }).toEqual({
      id,
      accepted: [false, false, false, true],
    });
    expect(attempts.every((a) => a.verified)).toBe(true);
  }
}

beforeAll(async () => {
  platform = await startPlatform({ settleMs: 30 });
  redis = await startRedis();
  receiver = await startReceiver(SECRET, 3);
});
afterAll(async () => {
  for (const app of apps) await sharedStateOf(app).close();
  await receiver.close();
  await redis.close();
  await platform.close();
});

describe('two instances on one Redis', () => {
  it('deliver each event of orders accepted by either exactly once; a stream on one tells the other’s orders', async () => {
    const [a, b] = [instance(), instance()];
    session = await loginByEmail(a, platform.url, 'redis-push@example.com');
    const server: Server = b.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const fromA = await transfer(a);
    const stream = readEventStream(
      `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/explorer/order-stream`,
      { sessionConfig: session, intentId: fromA },
    );
    const jobIds = [fromA, await transfer(b), await transfer(a), await transfer(b)];
    await receiver.until(() => receiver.accepted().length === jobIds.length * 2);
    expectEachOnce(jobIds);
    const read = await stream;
    expect(
      read.events
        .filter((e) => e.event === 'status')
        .map((e) => e.data.status)
        .at(-1),
    ).toBe('SUCCESSFUL');
    expect(read.events.at(-1)).toEqual({ event: 'end', data: { reason: 'final' } });
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }, 60_000);
});

describe('a BFF process killed with SIGKILL', () => {
  let child: ChildProcess | undefined;
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
  });

  it('loses no delivery: another instance sends the rest, each event once', async () => {
    child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', MAIN], {
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        PORT: '0',
        HOST: '127.0.0.1',
        ...env({ LOG_LEVEL: 'silent' }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += String(chunk)));
    const url = await new Promise<string>((resolve, reject) => {
      child!.stdout!.on('data', () => {
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match) resolve(match[1]!);
      });
      child!.once('exit', () => reject(new Error(`main exited early: ${output}`)));
    });
    const submit = async (amount: string) => {
      const res = await fetch(`${url}/api/intent/tokenTransfer`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          caip2Id: 'eip155:84532',
          recipient: RECIPIENT,
          token: '',
          amount,
          sessionConfig: session,
        }),
      });
      return ((await res.json()) as { data: { jobId: string } }).data.jobId;
    };
    const jobIds = [await submit('1001'), await submit('1002')];
    // Killed once every final event has been refused at least once: each is then waiting for a retry in Redis.
    await receiver.until(() =>
      jobIds.every((id) => receiver.received.some((r) => r.id === `msg_${id}_succeeded`)),
    );
    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    expect(jobIds.every((id) => receiver.accepted().some((r) => r.id === `msg_${id}_succeeded`))).toBe(false);

    instance();
    await receiver.until(() =>
      jobIds.every((id) => receiver.accepted().some((r) => r.id === `msg_${id}_succeeded`)),
    );
    expectEachOnce(jobIds);
  }, 90_000);
});

describe('Redis down when an order is accepted', () => {
  it('the order is still followed and told, once Redis is back; a shutdown meanwhile says what it lost', async () => {
    const app = instance();
    await untilReady(app);
    await redis.stop();
    // Alive, and telling operators that Redis is gone once its client has seen the connection drop.
    const down = { status: 'ok', redis: 'unavailable' };
    expect(
      await eventually(
        () => healthOf(app),
        (body) => isDeepStrictEqual(body, down),
      ),
    ).toEqual(down);
    const jobId = await transfer(app, '3003');
    expect(logs.text()).toContain('order push job kept until Redis answers');
    await redis.restart();
    await receiver.until(() =>
      ['accepted', 'succeeded'].every((event) =>
        receiver.accepted().some((r) => r.id === `msg_${jobId}_${event}`),
      ),
    );
    expectEachOnce([jobId]);

    // An instance started while Redis is down answers at once, and closed before Redis answers loses what it kept,
    // and says so.
    await redis.stop();
    const leaving = instance();
    const unpushed = await transfer(leaving, '3004');
    await sharedStateOf(leaving).close();
    expect(logs.text()).toContain('order push jobs lost: Redis did not answer before shutdown');
    await redis.restart();
    // Nobody is told of it, but the order itself still ends.
    expect(await waitForOrder(app, session, unpushed)).toMatchObject({
      intentId: unpushed,
      status: 'SUCCESSFUL',
    });
  }, 60_000);
});

describe('Redis paused: connected, answering nothing', () => {
  it('requests end instead of waiting: the order is told once Redis answers, a keyed one can be sent again', async () => {
    const [app, leaving] = [instance(), instance()];
    await untilReady(app);
    await untilReady(leaving);
    const { cookie } = await loginWithCookie(app, platform.url, 'redis-paused@example.com');
    const key = randomUUID();
    redis.pause();
    let jobId: string;
    let refused: request.Response;
    let cookieRead: Awaited<ReturnType<typeof postWithCookie>>;
    let health: request.Response;
    try {
      // Accepted: its push is kept until Redis answers.
      jobId = await transfer(app, '6006');
      // Refused before anything is done: the idempotency store did not answer.
      refused = await keyedTransfer(app, key, '6007');
      // The kept session cannot be read.
      cookieRead = await postWithCookie(app, '/api/explorer/chains', cookie);
      // Alive, and telling operators what it knows of Redis.
      health = await request(app).get('/healthz');
      // An instance stopped meanwhile (a deploy, a scale-down) still closes: no step waits on Redis for good.
      await sharedStateOf(leaving).close();
    } finally {
      redis.resume();
    }
    expect(logs.text()).toContain('order push job kept until Redis answers');
    expect({ status: health.status, body: health.body }).toEqual({
      status: 200,
      body: { status: 'ok', redis: 'silent' },
    });
    expect({ status: refused.status, errorCode: refused.body.error?.errorCode }).toEqual({
      status: 503,
      errorCode: 'IDEMPOTENCY_UNAVAILABLE',
    });
    expect({ status: cookieRead.status, errorCode: cookieRead.body.error?.errorCode }).toEqual({
      status: 503,
      errorCode: 'SESSIONS_UNAVAILABLE',
    });
    // Requests go through again once Redis has answered the PING its client sent when a command went unanswered.
    ok(
      await eventually(
        () => postWithCookie(app, '/api/explorer/chains', cookie),
        (read) => read.status !== 503,
      ),
    );
    expect(await healthOf(app)).toEqual({ status: 'ok', redis: 'ready' });
    // The claim Redis ran late was withdrawn, so the same key runs the order now (not 409 "in flight").
    const again = ok<{ jobId: string }>(await keyedTransfer(app, key, '6007')).jobId;
    const jobIds = [jobId, again];
    await receiver.until(() =>
      jobIds.every((id) =>
        ['accepted', 'succeeded'].every((event) =>
          receiver.accepted().some((r) => r.id === `msg_${id}_${event}`),
        ),
      ),
    );
    expectEachOnce(jobIds);
  }, 60_000);
});
