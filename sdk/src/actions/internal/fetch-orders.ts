import { fmt, orderFiltersSchema, SDK, type OrderFilters } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import { validateInput } from '../../client/validate-input.js';
import { API_PATHS } from '../../transport/index.js';
import type { Order } from '../types.js';
import { authedGet } from './authed-get.js';
import { queryString } from './query-string.js';

/** Validates the filters (§15.3) before any request: `Validation failed: Invalid intent id`, …. */
export function checkOrderFilters(filters: OrderFilters = {}): OrderFilters {
  return validateInput(orderFiltersSchema, filters ?? {});
}

/**
 * GET /orders with `intent_id`, `status`, `intent_type`, `page`, `size` (absent ones omitted) → `data.items`
 * (§14.7, §14.11), or what `pick` takes of `data`.
 */
export function fetchOrders<T = Order[]>(
  client: Client,
  filters: OrderFilters,
  pick: (data: any) => T | undefined = (data) => data?.items,
): Promise<T> {
  const query = queryString({
    intent_id: filters.intentId,
    status: filters.status,
    intent_type: filters.intentType,
    page: filters.page,
    size: filters.size,
  });
  return authedGet(
    client,
    `${API_PATHS.orders}${query}`,
    { failed: fmt.failedToRetrieveOrders, missing: SDK.ordersMissing },
    pick,
  );
}
