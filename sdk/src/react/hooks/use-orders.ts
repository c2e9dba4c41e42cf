import { FINAL_ORDER_STATUSES, type OrderFilters } from '@satchel/shared';
import { useEffect } from 'react';
import { getOrdersHistory } from '../../index.js';
import { useSatchelRead, type ReadOptions } from './use-satchel-read.js';
import { useSettlement } from './use-settlement.js';

type Orders = Awaited<ReturnType<typeof getOrdersHistory>>;

/**
 * swr options, plus polling while an order is not final.
 * @example
 * const options: UseOrdersOptions = { pollUntilFinal: true, pollIntervalMs: 500 };
 * const { data } = useOrders(undefined, options);
 */
export interface UseOrdersOptions extends ReadOptions<Orders> {
  /** Re-query every `pollIntervalMs` while an order (or, with an `intentId` filter, the missing order) is not final. */
  pollUntilFinal?: boolean;
  /** Default 2000 ms; honoured as given (swr's dedupe window is narrowed to it while polling). */
  pollIntervalMs?: number;
}

const DEFAULT_POLL_MS = 2000;

/**
 * Whether the answer still has an order that can change (docs/protocol.md §14.7 final statuses).
 * @example
 * const stillMoving = hasPendingOrder(orders, { intentId: jobId });
 */
export function hasPendingOrder(orders: unknown, filters?: OrderFilters): boolean {
  if (!Array.isArray(orders)) return true;
  if (orders.length === 0) return Boolean(filters?.intentId);
  return orders.some((order: { status?: unknown }) => !FINAL_ORDER_STATUSES.includes(order?.status as never));
}

/**
 * The session user's orders (`getOrdersHistory`), optionally polled until every one is final. An order this read
 * saw moving (or awaited by `intentId`) that it then sees final revalidates the reads it changed (portfolio, NFTs…).
 * @example
 * // Follows one order until it is final, then stops polling; the portfolio refreshes when it settles.
 * const { data: orders } = useOrders({ intentId: jobId }, { pollUntilFinal: true });
 */
export function useOrders(filters?: OrderFilters, options: UseOrdersOptions = {}) {
  const { pollUntilFinal = false, pollIntervalMs = DEFAULT_POLL_MS, ...swr } = options;
  const refreshInterval = pollUntilFinal
    ? (latest: Orders | undefined) =>
        latest === undefined || hasPendingOrder(latest, filters) ? pollIntervalMs : 0
    : swr.refreshInterval;
  const result = useSatchelRead<Orders>(
    'orders',
    filters ?? null,
    (client) => getOrdersHistory(client, filters),
    {
      ...swr,
      refreshInterval,
      // swr drops a revalidation that comes within `dedupingInterval` (2 s) of the last one: a faster poll needs less.
      ...(pollUntilFinal && {
        dedupingInterval: Math.min(swr.dedupingInterval ?? DEFAULT_POLL_MS, pollIntervalMs),
      }),
    },
  );
  const { observe } = useSettlement();
  const intentId = filters?.intentId;
  useEffect(() => observe(result.data, intentId), [observe, result.data, intentId]);
  return result;
}
