import { FINAL_ORDER_STATUSES, SDK, type OrderStatus } from '@satchel/shared';
import type { SatchelClient } from '../client/satchel-client.js';
import { SatchelError } from '../errors/base-error.js';
import { getOrdersHistory } from './get-orders-history.js';
import type { Order } from './types.js';

/**
 * Options of `waitForOrder`: progress, cancellation and the polling pace.
 * @example
 * const controller = new AbortController();
 * const options: WaitForOrderOptions = { signal: controller.signal, intervalMs: 500 };
 * const order = await waitForOrder(client, jobId, options);
 */
export interface WaitForOrderOptions {
  /** Called with the order each time its status changes (its first sighting included). */
  onStatus?: (order: Order) => void;
  /** Aborting rejects with `Waiting for the order was aborted`. */
  signal?: AbortSignal;
  /** Default 60 000 ms; then rejects with `Timed out waiting for the order to be final`. */
  timeoutMs?: number;
  /** First pause between polls (default 250 ms); it doubles after each poll up to `maxIntervalMs` (4000 ms). */
  intervalMs?: number;
  maxIntervalMs?: number;
}

/**
 * Follows an order (`getOrdersHistory` filtered by its intent id = the jobId an intent resolved to) until its
 * status is final (§14.7: SUCCESSFUL, FAILED, EXPIRED, BUNDLER_DISCARDED, FAILED_ON_CHAIN), and resolves to that
 * order, failed ones included. Polls at once, then after 250, 500, 1000, 2000, 4000, 4000… ms. A failing orders
 * call rejects with its own error; timeout and abort reject with a SatchelError.
 * @example
 * const jobId = await tokenTransfer(client, input);
 * const order = await waitForOrder(client, jobId, { onStatus: (o) => console.log(o.status), timeoutMs: 120_000 });
 */
export async function waitForOrder(
  client: SatchelClient,
  jobId: string,
  options: WaitForOrderOptions = {},
): Promise<Order> {
  const { onStatus, signal, timeoutMs = 60_000, intervalMs = 250, maxIntervalMs = 4000 } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stop!: (message: string) => void;
  // Rejects on timeout or abort; every wait below races it, so neither waits for a poll to end.
  const stopped = new Promise<never>((_, reject) => {
    stop = (message) =>
      reject(new SatchelError(message, { details: { jobId, timeoutMs }, cause: signal?.reason }));
  });
  stopped.catch(() => {});
  const onAbort = () => stop(SDK.orderWaitAborted);
  const deadline = setTimeout(() => stop(SDK.orderWaitTimedOut), timeoutMs);
  signal?.addEventListener('abort', onAbort);
  try {
    if (signal?.aborted) {
      onAbort();
      await stopped;
    }
    let status: string | undefined;
    for (let pause = intervalMs; ; pause = Math.min(pause * 2, maxIntervalMs)) {
      const [order] = await Promise.race([stopped, getOrdersHistory(client, { intentId: jobId })]);
      if (order && order.status !== status) onStatus?.(order);
      status = order?.status;
      if (FINAL_ORDER_STATUSES.includes(status as OrderStatus)) return order!;
      await Promise.race([stopped, new Promise((resolve) => (timer = setTimeout(resolve, pause)))]);
    }
  } finally {
    clearTimeout(deadline);
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
