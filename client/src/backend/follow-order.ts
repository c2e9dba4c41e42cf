import { FINAL_ORDER_STATUSES, SDK, type OrderStatus } from '@satchel/shared';
import type { Order } from './types.js';

export interface FollowOptions {
  /** Called with the order each time its status changes (its first sighting included). */
  onStatus?: (order: Order) => void;
  /** Aborting rejects with `Waiting for the order was aborted`. */
  signal?: AbortSignal;
  /** Default 120 000 ms; then rejects with `Timed out waiting for the order to be final`. */
  timeoutMs?: number;
  /** First pause between polls (default 250 ms), doubling after each poll up to `maxIntervalMs` (4000 ms). */
  intervalMs?: number;
  maxIntervalMs?: number;
}

export const isFinalStatus = (status?: string) =>
  !!status && FINAL_ORDER_STATUSES.includes(status as OrderStatus);

/**
 * Polls `fetchOrder` until the order is final and resolves to it (failed ones included): the api mode's follower
 * over the BFF's order route, on the same schedule and with the same messages as the SDK's `waitForOrder` (which
 * sdk mode uses; it needs an SDK client, so the BFF side cannot reuse it). A failing fetch rejects with its error.
 */
export async function followOrder(
  fetchOrder: () => Promise<Order | undefined>,
  { onStatus, signal, timeoutMs = 120_000, intervalMs = 250, maxIntervalMs = 4000 }: FollowOptions = {},
): Promise<Order> {
  const deadline = Date.now() + timeoutMs;
  let status: string | undefined;
  for (let pause = intervalMs; ; pause = Math.min(pause * 2, maxIntervalMs)) {
    if (signal?.aborted) throw new Error(SDK.orderWaitAborted);
    const order = await fetchOrder();
    if (signal?.aborted) throw new Error(SDK.orderWaitAborted);
    if (order && order.status !== status) onStatus?.(order);
    status = order?.status;
    if (order && isFinalStatus(order.status)) return order;
    if (Date.now() + pause > deadline) throw new Error(SDK.orderWaitTimedOut);
    await sleep(pause, signal);
  }
}

/** Resolves after `ms`, or at once when `signal` aborts (the loop then rejects). */
function sleep(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });
}
