import { FINAL_ORDER_STATUSES, type OrderFilters } from '@satchel/shared';
import type { SWRConfiguration } from 'swr';
import { getOrdersHistory } from '../../index.js';
import { useSatchelRead } from './use-satchel-read.js';

type Orders = Awaited<ReturnType<typeof getOrdersHistory>>;

/**
 * swr options, plus polling while an order is not final.
 * @example
 * const options: UseOrdersOptions = { pollUntilFinal: true, pollIntervalMs: 5000 };
 * const { data } = useOrders(undefined, options);
 */
export interface UseOrdersOptions extends SWRConfiguration<Orders, Error> {
  /** Re-query every `pollIntervalMs` while an order (or, with an `intentId` filter, the missing order) is not final. */
  pollUntilFinal?: boolean;
  pollIntervalMs?: number;
}

const DEFAULT_POLL_MS = 2000;

/**
 * Whether the answer still has an order that can change (§14.7 final statuses).
 * @example
 * const stillMoving = hasPendingOrder(orders, { intentId: jobId });
 */
export function hasPendingOrder(orders: unknown, filters?: OrderFilters): boolean {
  if (!Array.isArray(orders)) return true;
  if (orders.length === 0) return Boolean(filters?.intentId);
  return orders.some((order: { status?: unknown }) => !FINAL_ORDER_STATUSES.includes(order?.status as never));
}

/**
 * The session user's orders (`getOrdersHistory`), optionally polled until every one is final.
 * @example
 * // Follows one order until it is final, then stops polling.
 * const { data: orders } = useOrders({ intentId: jobId }, { pollUntilFinal: true });
 */
export function useOrders(filters?: OrderFilters, options: UseOrdersOptions = {}) {
  const { pollUntilFinal = false, pollIntervalMs = DEFAULT_POLL_MS, ...swr } = options;
  const refreshInterval = pollUntilFinal
    ? (latest: Orders | undefined) =>
        latest === undefined || hasPendingOrder(latest, filters) ? pollIntervalMs : 0
    : swr.refreshInterval;
  return useSatchelRead<Orders>('orders', filters ?? null, (client) => getOrdersHistory(client, filters), {
    ...swr,
    refreshInterval,
  });
}
