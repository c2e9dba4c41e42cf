import { SDK, type OrderFilters } from '@satchel/shared';
import type { Client } from '../client/client.js';
import { checkOrderFilters, fetchOrders } from './internal/fetch-orders.js';
import { wrapFailure } from './internal/wrap-failure.js';
import type { OrdersPage } from './types.js';

/**
 * `getOrdersHistory` with the answer's `count`: one page of the user's orders (`page`, `size`, §14.11) and how many
 * match in all pages; without `page` and `size`, every order. Failures as `getOrdersHistory`.
 * @example
 * const { count, items } = await getOrdersPage(client, { page: 1, size: 50 });
 * const more = items.length < count;
 */
export async function getOrdersPage(client: Client, filters: OrderFilters = {}): Promise<OrdersPage> {
  const checked = checkOrderFilters(filters);
  return wrapFailure(SDK.failedToRetrieveOrdersWrapped, () =>
    fetchOrders(client, checked, (data) => data?.items && data),
  );
}
