import type { OrderFilters } from '@satchel/shared';
import { useEffect } from 'react';
import { getOrdersPage, type Order, type OrdersPage } from '../../index.js';
import { useSatchelPages, type PagesOptions, type PagesResult } from './use-satchel-pages.js';
import { useSettlement } from './use-settlement.js';

/**
 * The session user's orders, newest first, a page at a time (`getOrdersPage`, docs/protocol.md §14.11): `rows` holds
 * every order loaded so far and `loadMore()` reads the next page, keeping them. An order seen moving and then final
 * revalidates what it changed, as `useOrders` does.
 * @example
 * const { rows: orders, count, hasMore, loadMore } = useOrdersPages({ intentType: 'TOKEN_TRANSFER' }, { size: 20 });
 * // <button disabled={!hasMore} onClick={() => void loadMore()}>Load more</button>
 */
export function useOrdersPages(
  filters: Omit<OrderFilters, 'page' | 'size'> = {},
  options?: PagesOptions<OrdersPage>,
): PagesResult<OrdersPage, Order> {
  const result = useSatchelPages(
    'orders',
    filters,
    (client, page, size) => getOrdersPage(client, { ...filters, page, size }),
    (page) => page.items,
    (order) => order.intentId,
    options,
  );
  const { observe } = useSettlement();
  useEffect(() => observe(result.rows), [observe, result.rows]);
  return result;
}
