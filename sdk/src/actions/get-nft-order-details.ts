import type { OrderFilters } from '@satchel/shared';
import type { Client } from '../client/client.js';
import { checkOrderFilters, fetchOrders } from './internal/fetch-orders.js';
import type { Order } from './types.js';

/**
 * NFT order details: the orders endpoint with `intent_type` forced to `NFT_TRANSFER` (§4: `/nft/order-details` is
 * declared but served from orders). Failures → `Failed to retrieve orders: {error}`.
 * @example
 * const [order] = await getNftOrderDetails(client, { intentId: jobId });
 */
export async function getNftOrderDetails(
  client: Client,
  filters: Omit<OrderFilters, 'intentType'> = {},
): Promise<Order[]> {
  const checked = checkOrderFilters(filters);
  return fetchOrders(client, { ...checked, intentType: 'NFT_TRANSFER' });
}
