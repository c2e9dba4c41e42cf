import { describe, expect, it } from '@jest/globals';
import { SDK } from '@satchel/shared';
import { OrderFailedError, followOrder } from '@satchel/sdk';
import type { Order } from '../../src/backend/types.js';

const order = (status: string, reason = '') => ({ intentId: 'job-1', status, reason }) as unknown as Order;

/** A fetch that answers the given orders in turn (the last one again once they run out). */
function script(...answers: (Order | undefined)[]) {
  let calls = 0;
  const fetch = async () => answers[Math.min(calls++, answers.length - 1)];
  return { fetch, calls: () => calls };
}

describe("followOrder (the SDK's follower, api mode's over the BFF)", () => {
  it('reports each status once and rejects a FAILED order with an OrderFailedError carrying it', async () => {
    const { fetch, calls } = script(
      undefined,
      order('INITIATED'),
      order('INITIATED'),
      order('IN_PROGRESS'),
      order('FAILED', 'insufficient balance'),
    );
    const seen: string[] = [];
    const failed = await followOrder(fetch, { onStatus: (o) => seen.push(o.status), intervalMs: 1 }).catch(
      (e: unknown) => e,
    );
    expect(failed).toBeInstanceOf(OrderFailedError);
    expect((failed as OrderFailedError<Order>).order).toMatchObject({
      status: 'FAILED',
      reason: 'insufficient balance',
    });
    expect((failed as OrderFailedError<Order>).reason).toBe('insufficient balance');
    expect(seen).toEqual(['INITIATED', 'IN_PROGRESS', 'FAILED']);
    expect(calls()).toBe(5);
  });

  it('backs off between polls, doubling up to the maximum', async () => {
    const { fetch } = script(order('INITIATED'), order('INITIATED'), order('INITIATED'), order('SUCCESSFUL'));
    const started = Date.now();
    await followOrder(fetch, { intervalMs: 40, maxIntervalMs: 60 });
    // 40 + 60 + 60 ms of pauses (the third would be 80, capped at 60).
    expect(Date.now() - started).toBeGreaterThanOrEqual(155);
  });

  it('rejects with the SDK messages on timeout and on abort', async () => {
    const pending = script(order('INITIATED')).fetch;
    await expect(followOrder(pending, { intervalMs: 20, timeoutMs: 50 })).rejects.toThrow(
      SDK.orderWaitTimedOut,
    );
    const controller = new AbortController();
    const following = followOrder(pending, { intervalMs: 10_000, signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(following).rejects.toThrow(SDK.orderWaitAborted);
  });

  it('rejects with the fetch error when the orders call fails', async () => {
    const failing = async () => {
      throw new Error('Network error');
    };
    await expect(followOrder(failing, { intervalMs: 1 })).rejects.toThrow('Network error');
  });
});
