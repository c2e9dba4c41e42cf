import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  OrderFailedError,
  SatchelError,
  ValidationError,
  tokenTransfer,
  waitForOrder,
  type Order,
  type SatchelClient,
} from '../../src/index.js';
import { loggedInClient, type Platform } from './helpers.js';
import { startPlatform } from '@satchel/test-support';

const BASE_SEPOLIA = 'eip155:84532';
const RECIPIENT = '0x7c9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8f1a2';
const UNKNOWN_JOB = '0b1d8f3e-7c2a-4e5b-9a61-3f0c2d4e5a6b';

// Two real platforms: one settling after 300 ms (INITIATED → IN_PROGRESS → final), one that never settles in a test.
let settling: Platform;
let stuck: Platform;
let client: SatchelClient;
let stuckClient: SatchelClient;
beforeAll(async () => {
  [settling, stuck] = await Promise.all([
    startPlatform({ settleMs: 300 }),
    startPlatform({ settleMs: 600_000 }),
  ]);
  [client, stuckClient] = await Promise.all([loggedInClient(settling), loggedInClient(stuck)]);
});
afterAll(async () => {
  await Promise.all([settling?.close(), stuck?.close()]);
});

const transfer = (on: SatchelClient, amount = 1000n) =>
  tokenTransfer(on, { caip2Id: BASE_SEPOLIA, recipient: RECIPIENT, token: '', amount });

async function rejectionOf(promise: Promise<unknown>): Promise<SatchelError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SatchelError);
  return error as SatchelError;
}

describe('waitForOrder against the real platform', () => {
  it('follows an order from INITIATED to SUCCESSFUL, reporting each status change once', async () => {
    const jobId = await transfer(client);
    const seen: Order[] = [];
    const order = await waitForOrder(client, jobId, { onStatus: (o) => seen.push(o) });
    expect(order).toMatchObject({ intentId: jobId, intentType: 'TOKEN_TRANSFER', status: 'SUCCESSFUL' });
    expect(order.downstreamTransactionHash.length).toBeGreaterThan(0);
    const statuses = seen.map((o) => o.status);
    // INITIATED at once, IN_PROGRESS half-way (seen when a poll lands between), SUCCESSFUL last.
    expect([
      ['INITIATED', 'SUCCESSFUL'],
      ['INITIATED', 'IN_PROGRESS', 'SUCCESSFUL'],
    ]).toContainEqual(statuses);
    expect(seen.every((o) => o.intentId === jobId)).toBe(true);
  });

  it('rejects a FAILED order with an OrderFailedError carrying the final order and its reason', async () => {
    const jobId = await transfer(client, 10n ** 40n);
    const statuses: string[] = [];
    const error = await rejectionOf(
      waitForOrder(client, jobId, { onStatus: (o) => statuses.push(o.status) }),
    );
    expect(error).toBeInstanceOf(OrderFailedError);
    const failed = error as OrderFailedError<Order>;
    expect(failed.order).toMatchObject({ intentId: jobId, status: 'FAILED' });
    expect(failed.reason).toMatch(/Insufficient balance/);
    expect(failed.shortMessage).toBe(`Order FAILED: ${failed.reason}`);
    expect(failed.code).toBe('ORDER_FAILED');
    expect(failed.details).toEqual({ jobId, status: 'FAILED', reason: failed.reason });
    expect(statuses.at(-1)).toBe('FAILED');
  });

  it('rejects with a SatchelError when the order is not final in time', async () => {
    const jobId = await transfer(stuckClient);
    const statuses: string[] = [];
    const error = await rejectionOf(
      waitForOrder(stuckClient, jobId, { timeoutMs: 700, onStatus: (o) => statuses.push(o.status) }),
    );
    expect(error.shortMessage).toBe('Timed out waiting for the order to be final');
    expect(error.details).toEqual({ jobId, timeoutMs: 700 });
    expect(statuses).toEqual(['INITIATED']);
  });

  it('keeps waiting for an order that has not appeared, then times out', async () => {
    const error = await rejectionOf(waitForOrder(client, UNKNOWN_JOB, { timeoutMs: 400 }));
    expect(error.shortMessage).toBe('Timed out waiting for the order to be final');
  });

  it('rejects with a SatchelError when aborted, without waiting for the next poll', async () => {
    const jobId = await transfer(stuckClient);
    const controller = new AbortController();
    const waiting = waitForOrder(stuckClient, jobId, {
      signal: controller.signal,
      intervalMs: 60_000,
      onStatus: () => controller.abort(new Error('user left')),
    });
    const error = await rejectionOf(waiting);
    expect(error.shortMessage).toBe('Waiting for the order was aborted');
    expect((error.cause as Error).message).toBe('user left');
  });

  it('rejects at once on a signal that is already aborted', async () => {
    const error = await rejectionOf(waitForOrder(client, UNKNOWN_JOB, { signal: AbortSignal.abort() }));
    expect(error.shortMessage).toBe('Waiting for the order was aborted');
  });

  it('rejects a jobId that is not a uuid with the validation message', async () => {
    const error = await rejectionOf(waitForOrder(client, 'not-a-job'));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.message).toMatch(/^Validation failed: /);
  });
});
