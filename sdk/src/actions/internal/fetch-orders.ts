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

/** GET /orders with `intent_id`, `status`, `intent_type` (absent ones omitted) → `data.items` (§14.7). */
export function fetchOrders(client: Client, filters: OrderFilters): Promise<Order[]> {
  const query = queryString({
    intent_id: filters.intentId,
    status: filters.status,
    intent_type: filters.intentType,
  });
  return authedGet(
    client,
    `${API_PATHS.orders}${query}`,
    { failed: fmt.failedToRetrieveOrders, missing: SDK.ordersMissing },
    (data) => data?.items,
  );
}
