import { OrderFailedError } from '../../errors/index.js';
import { isFinalStatus, waitForOrder, type SatchelClient } from '../../index.js';

/** Background following gives up after this long (the order stays visible to `useOrders` and `useWaitForOrder`). */
const FOLLOW_TIMEOUT_MS = 10 * 60_000;

/**
 * Which orders the provider has seen move, so the reads an order changes are revalidated once, when it becomes
 * final, whoever saw it: the intent hooks' background follower, `useWaitForOrder`, or a `useOrders` poll.
 */
export interface OrderSettlement {
  /** Follows a submitted order in the background; `revalidate` runs once it is final (SUCCESSFUL or not). */
  follow(jobId: string, revalidate: () => void): void;
  /** An order seen final by a follower: `revalidate` runs unless this order already did. */
  settled(jobId: string, revalidate: () => void): void;
  /** Orders a read answered: one seen not final before (or awaited by `intentId`) that is final now revalidates. */
  observe(orders: unknown, intentId: string | undefined, revalidate: () => void): void;
  /** Stops the background followers running now (the provider unmounts); later `follow` calls start afresh. */
  stop(): void;
}

/**
 * One settlement tracker per client. `onFollowError` hears a background follower's failure (a session that ended
 * is the provider's business; anything else just stops following).
 */
export function createOrderSettlement(
  client: SatchelClient,
  onFollowError: (error: unknown) => void,
): OrderSettlement {
  const pending = new Set<string>();
  const done = new Set<string>();
  let controller = new AbortController();
  const id = (jobId: string) => jobId.toLowerCase();

  const settled = (jobId: string, revalidate: () => void) => {
    pending.delete(id(jobId));
    if (done.has(id(jobId))) return;
    done.add(id(jobId));
    revalidate();
  };

  return {
    settled,
    follow(jobId, revalidate) {
      if (done.has(id(jobId))) return;
      pending.add(id(jobId));
      const { signal } = controller;
      waitForOrder(client, jobId, { signal, timeoutMs: FOLLOW_TIMEOUT_MS }).then(
        () => settled(jobId, revalidate),
        (error: unknown) => {
          if (error instanceof OrderFailedError) settled(jobId, revalidate);
          else if (!signal.aborted) onFollowError(error);
        },
      );
    },
    observe(orders, intentId, revalidate) {
      if (!Array.isArray(orders)) return;
      if (orders.length === 0 && intentId && !done.has(id(intentId))) pending.add(id(intentId));
      for (const order of orders as { intentId?: unknown; status?: string }[]) {
        if (typeof order?.intentId !== 'string') continue;
        if (!isFinalStatus(order.status)) pending.add(id(order.intentId));
        else if (pending.has(id(order.intentId))) settled(order.intentId, revalidate);
      }
    },
    // A fresh controller after each stop: React's StrictMode unmounts and remounts the provider's effects once.
    stop: () => {
      controller.abort();
      controller = new AbortController();
    },
  };
}
