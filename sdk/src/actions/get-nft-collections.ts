import { SDK } from '@satchel/shared';
import type { Client } from '../client/client.js';
import { fetchOrders } from './internal/fetch-orders.js';
import { wrapFailure } from './internal/wrap-failure.js';
import type { Order } from './types.js';

/**
 * Orders with `intent_type=NFT_TRANSFER` (§14.7); any failure → `Failed to fetch NFT collections from the backend.`
 * @example
 * const collectionOrders = await getNftCollections(client);
 */
export async function getNftCollections(client: Client): Promise<Order[]> {
  return wrapFailure(SDK.failedToFetchNftCollections, () =>
    fetchOrders(client, { intentType: 'NFT_TRANSFER' }),
  );
}
