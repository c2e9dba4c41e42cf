import { SDK, type OrderFilters } from '@satchel/shared';
import type { Client } from '../client/client.js';
import { checkOrderFilters, fetchOrders } from './internal/fetch-orders.js';
import { wrapFailure } from './internal/wrap-failure.js';
import type { Order } from './types.js';

/**
 * The user's orders, newest first (§14.7), optionally filtered by `intentId`, `status`, `intentType`, and one page
 * of them with `page` and `size` (§14.11; `getOrdersPage` adds the count); validated first. Any failure of the
 * call → `Failed to retrieve orders. Please try again later.`
 * @example
 * const pending = await getOrdersHistory(client, { status: 'PENDING', intentType: 'TOKEN_TRANSFER' });
 * const newest = await getOrdersHistory(client, { page: 1, size: 20 });
 */
export async function getOrdersHistory(client: Client, filters: OrderFilters = {}): Promise<Order[]> {
  const checked = checkOrderFilters(filters);
  return wrapFailure(SDK.failedToRetrieveOrdersWrapped, () => fetchOrders(client, checked));
}
