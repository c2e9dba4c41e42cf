import { FINAL_ORDER_STATUSES, SDK, SUCCESS_ORDER_STATUS, type OrderStatus } from '@satchel/shared';
import { SatchelError } from '../errors/base-error.js';
import { OrderFailedError } from '../errors/order-failed-error.js';

/**
 * Options of `followOrder` and `waitForOrder`: progress, cancellation and the polling pace.
 * @example
 * const controller = new AbortController();
 * const options: FollowOrderOptions = { signal: controller.signal, intervalMs: 500 };
 * const order = await waitForOrder(client, jobId, options);
 */
export interface FollowOrderOptions<T = { status?: string; reason?: string }> {
  /** Called with the order each time its status changes (its first sighting included). */
  onStatus?: (order: T) => void;
  /** Aborting rejects with `Waiting for the order was aborted`. */
  signal?: AbortSignal;
  /** Default 60 000 ms; then rejects with `Timed out waiting for the order to be final`. */
  timeoutMs?: number;
  /** First pause between polls (default 250 ms); it doubles after each poll up to `maxIntervalMs` (4000 ms). */
  intervalMs?: number;
  maxIntervalMs?: number;
}

/**
 * Polls `fetchOrder` until the order it answers has a final status (docs/protocol.md §14.7: SUCCESSFUL, FAILED,
 * EXPIRED, BUNDLER_DISCARDED, FAILED_ON_CHAIN): at once, then after 250, 500, 1000, 2000, 4000, 4000… ms. It resolves
 * to a SUCCESSFUL order only; any other final one rejects with an `OrderFailedError` carrying it and its reason
 * (`onStatus` has seen it first). `waitForOrder` is this over `getOrdersHistory`; a BFF caller passes its own fetch.
 * A failing fetch rejects with its own error; timeout and abort reject with a SatchelError whose details hold
 * `timeoutMs`.
 * @example
 * const order = await followOrder(async () => (await myBff.orders({ intentId: jobId }))[0], { timeoutMs: 120_000 });
 */
export async function followOrder<T extends { status?: string; reason?: string }>(
  fetchOrder: () => Promise<T | undefined>,
  options: FollowOrderOptions<T> = {},
  details: Record<string, unknown> = {},
): Promise<T> {
  const { onStatus, signal, timeoutMs = 60_000, intervalMs = 250, maxIntervalMs = 4000 } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stop!: (message: string) => void;
  // Rejects on timeout or abort; every wait below races it, so neither waits for a poll to end.
  const stopped = new Promise<never>((_, reject) => {
    stop = (message) =>
      reject(new SatchelError(message, { details: { ...details, timeoutMs }, cause: signal?.reason }));
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
      const order = await Promise.race([stopped, fetchOrder()]);
      if (order && order.status !== status) onStatus?.(order);
      status = order?.status;
      if (order && isFinalStatus(status)) {
        if (status === SUCCESS_ORDER_STATUS) return order;
        throw new OrderFailedError(order, details);
      }
      await Promise.race([stopped, new Promise((resolve) => (timer = setTimeout(resolve, pause)))]);
    }
  } finally {
    clearTimeout(deadline);
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * Whether an order status is final (§14.7).
 * @example
 * if (isFinalStatus(order.status)) showResult(order);
 */
export const isFinalStatus = (status: string | undefined): boolean =>
  status !== undefined && FINAL_ORDER_STATUSES.includes(status as OrderStatus);
