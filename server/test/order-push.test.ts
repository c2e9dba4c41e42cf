import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { streamOf, type OrderPush } from '../src/orders-push/order-push.js';
import { ok, post } from './helpers/bff.js';
import { DEMO_ORIGIN, loginWithCookie, postWithCookie } from './helpers/cookie-flows.js';
import { loginByEmail, type Session } from './helpers/flows.js';
import { RECIPIENT } from './helpers/intent-flows.js';
import { readEventStream } from './helpers/sse-client.js';
import { startStack, type TestStack } from './helpers/stack.js';
import { startReceiver, type Receiver } from './helpers/webhook-receiver.js';

// Followers, signed webhooks and the order stream without Redis (docs/protocol.md §18.7): a real receiver that fails
// each message three times, verified by the `standardwebhooks` package; the stream read by a plain HTTP client.
const SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const FAST = {
  ORDER_WEBHOOK_SECRET: SECRET,
  ORDER_FOLLOW_FIRST_MS: '20',
  ORDER_FOLLOW_MAX_MS: '100',
  ORDER_WEBHOOK_RETRY_MS: '20',
  ORDER_WEBHOOK_RETRY_MAX_MS: '80',
  ORDER_STREAM_HEARTBEAT_MS: '50',
  ORDER_STREAM_MAX_MS: '3000',
};

let stack: TestStack;
let receiver: Receiver;
let server: Server;
let bff: string;
let session: Session;

const transfer = async (amount: string) =>
  ok<{ jobId: string }>(
    await post(stack.app, '/api/intent/tokenTransfer', {
      caip2Id: 'eip155:84532',
      recipient: RECIPIENT,
      token: '',
      amount,
      sessionConfig: session,
    }),
  ).jobId;

beforeAll(async () => {
  receiver = await startReceiver(SECRET, 3);
  stack = await startStack({ ...FAST, ORDER_WEBHOOK_URLS: receiver.url });
  server = stack.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  bff = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  session = await loginByEmail(stack.app, stack.platform.url, 'push@example.com');
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await stack.close();
  await receiver.close();
});

describe('signed webhooks', () => {
  it('each event of a SUCCESSFUL and a FAILED order is accepted once, after three refusals, in order', async () => {
    const succeeded = await transfer('1000');
    const failed = await transfer('1000000000000000000000000'); // more than the faucet gave: FAILED
    await receiver.until(() => receiver.accepted().length === 4);

    const byId = new Map<string, typeof receiver.received>();
    for (const r of receiver.received) byId.set(r.id, [...(byId.get(r.id) ?? []), r]);
    expect([...byId.keys()].sort()).toEqual(
      [
        `msg_${succeeded}_accepted`,
        `msg_${succeeded}_succeeded`,
        `msg_${failed}_accepted`,
        `msg_${failed}_failed`,
      ].sort(),
    );
    for (const attempts of byId.values()) {
      expect(attempts.map((a) => a.accepted)).toEqual([false, false, false, true]);
      expect(attempts.every((a) => a.verified)).toBe(true);
    }
    const accepted = receiver.accepted();
    for (const intentId of [succeeded, failed]) {
      const mine = accepted.filter((a) => a.data.intentId === intentId).map((a) => a.type);
      expect(mine[0]).toBe('order.accepted');
    }
    const done = accepted.find((a) => a.id === `msg_${succeeded}_succeeded`)!;
    expect(done.type).toBe('order.succeeded');
    expect(done.data).toMatchObject({ intentId: succeeded, status: 'SUCCESSFUL', reason: '' });
    expect(done.data.downstreamTransactionHash?.[0]).toMatch(/^0x[0-9a-f]{64}$/);
    const fail = accepted.find((a) => a.id === `msg_${failed}_failed`)!;
    expect(fail.data).toMatchObject({ intentId: failed, status: 'FAILED' });
    expect(fail.data.reason).not.toBe('');
  });

  it('the verifier is a real judge: another secret or a changed body is refused', () => {
    const body = JSON.stringify({ type: 'order.accepted', data: { intentId: 'x', status: 'INITIATED' } });
    const other = new Webhook(`whsec_${randomBytes(32).toString('base64')}`);
    const headers = { 'webhook-id': 'msg_x', 'webhook-timestamp': String(Math.floor(Date.now() / 1000)) };
    const sign = (secret: Webhook) =>
      secret.sign('msg_x', new Date(Number(headers['webhook-timestamp']) * 1000), body);
    expect(() =>
      new Webhook(SECRET).verify(body, { ...headers, 'webhook-signature': sign(other) }),
    ).toThrow();
    expect(() =>
      new Webhook(SECRET).verify(`${body} `, { ...headers, 'webhook-signature': sign(new Webhook(SECRET)) }),
    ).toThrow();
  });
});

describe('the order stream (server-sent events)', () => {
  const url = () => `${bff}/api/explorer/order-stream`;

  it('follows one order: each status change, then `end` with reason final', async () => {
    const jobId = await transfer('2000');
    const read = await readEventStream(url(), { sessionConfig: session, intentId: jobId });
    expect(read.status).toBe(200);
    expect(read.contentType).toBe('text/event-stream; charset=utf-8');
    const statuses = read.events.filter((e) => e.event === 'status').map((e) => e.data.status);
    expect(statuses[0]).toBe('INITIATED');
    expect(statuses.at(-1)).toBe('SUCCESSFUL');
    expect(read.events.at(-1)).toEqual({ event: 'end', data: { reason: 'final' } });
    expect(read.events.filter((e) => e.event === 'status').every((e) => e.data.intentId === jobId)).toBe(
      true,
    );
  });

  it('resumes after Last-Event-ID and sends heartbeats', async () => {
    const jobId = await transfer('3000');
    const all = await readEventStream(url(), { sessionConfig: session, intentId: jobId });
    const [first, ...rest] = all.events.filter((e) => e.event === 'status');
    const resumed = await readEventStream(
      url(),
      { sessionConfig: session },
      {
        headers: { 'Last-Event-ID': first!.id! },
        stopWhen: (events, comments) =>
          comments > 0 && events.some((e) => e.data.intentId === jobId && e.data.status === 'SUCCESSFUL'),
      },
    );
    expect(resumed.comments).toBeGreaterThan(0);
    const mine = resumed.events.filter((e) => e.data.intentId === jobId);
    expect(mine.map((e) => e.id)).toEqual(rest.map((e) => e.id));
  });

  it('at most ORDER_STREAMS_PER_SESSION open streams; each ends with reason timeout after ORDER_STREAM_MAX_MS', async () => {
    const open = [1, 2, 3].map(() => readEventStream(url(), { sessionConfig: session }));
    // The three are open once the platform has answered their session checks: a fourth is refused meanwhile.
    const { streams } = stack.app.locals.orderPush as OrderPush;
    await receiver.until(() => streams.count(streamOf(session)) === 3);
    const fourth = await readEventStream(url(), { sessionConfig: session });
    expect(fourth.status).toBe(429);
    expect(fourth.json.error).toMatchObject({ errorCode: 'RATE_LIMITED' });
    for (const stream of await Promise.all(open))
      expect(stream.events.at(-1)).toEqual({ event: 'end', data: { reason: 'timeout' } });
  });

  it('takes the cookie session (from CLIENT_ORIGIN), and refuses an unknown order or no session', async () => {
    const { cookie } = await loginWithCookie(stack.app, stack.platform.url, 'push-cookie@example.com');
    const headers = { Cookie: cookie, Origin: DEMO_ORIGIN };
    const jobId = ok<{ jobId: string }>(
      await postWithCookie(stack.app, '/api/intent/tokenTransfer', cookie, {
        caip2Id: 'eip155:84532',
        recipient: RECIPIENT,
        token: '',
        amount: '1000',
      }),
    ).jobId;
    const read = await readEventStream(url(), { intentId: jobId }, { headers });
    expect(read.events.at(-1)).toEqual({ event: 'end', data: { reason: 'final' } });
    const unknown = await readEventStream(
      url(),
      { intentId: '3f1c2e4d-5b6a-4c7d-8e9f-0a1b2c3d4e5f' },
      { headers },
    );
    expect(unknown.status).toBe(404);
    const none = await readEventStream(url(), {});
    expect(none.status).toBe(401);
  });
});
