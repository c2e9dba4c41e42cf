import type { OrderFilters } from '@satchel/shared';
import type { SatchelClient } from '../client/satchel-client.js';

/** The cacheable reads, by the name of their cache entry. */
export type ReadName =
  | 'account'
  | 'chains'
  | 'tokens'
  | 'portfolio'
  | 'portfolioActivity'
  | 'portfolioNft'
  | 'orders'
  | 'nftCollections';

/**
 * A read's cache key (swr, TanStack Query…): `['satchel', client id, userSWA, read, arguments as JSON]`. The client
 * id and the user keep two clients or two users from ever sharing an entry.
 */
export type ReadKey = readonly ['satchel', number, string | undefined, ReadName, string];

/** What an intent can change once it settles: balances, NFTs, activity and orders. */
export const INTENT_AFFECTED_READS: readonly ReadName[] = [
  'portfolio',
  'portfolioActivity',
  'portfolioNft',
  'orders',
  'nftCollections',
];

const clientIds = new WeakMap<SatchelClient, number>();
let lastClientId = 0;

/** The cache key of one read of a client's current user. */
export function readKey(client: SatchelClient, name: ReadName, args?: unknown): ReadKey {
  let id = clientIds.get(client);
  if (id === undefined) clientIds.set(client, (id = ++lastClientId));
  return ['satchel', id, client.userSWA, name, JSON.stringify(args ?? null)];
}

/** Whether `key` is a read key of this client (of any of `names`, when given): an invalidation filter. */
export function isReadKey(key: unknown, client: SatchelClient, names?: readonly ReadName[]): boolean {
  return (
    Array.isArray(key) &&
    key[0] === 'satchel' &&
    key[1] === clientIds.get(client) &&
    (!names || names.includes(key[3]))
  );
}

export const getAccountKey = (client: SatchelClient) => readKey(client, 'account');
export const getChainsKey = (client: SatchelClient) => readKey(client, 'chains');
export const getTokensKey = (client: SatchelClient) => readKey(client, 'tokens');
export const getPortfolioKey = (client: SatchelClient) => readKey(client, 'portfolio');
export const getPortfolioActivityKey = (client: SatchelClient) => readKey(client, 'portfolioActivity');
export const getPortfolioNftKey = (client: SatchelClient) => readKey(client, 'portfolioNft');
export const getNftCollectionsKey = (client: SatchelClient) => readKey(client, 'nftCollections');
export const getOrdersHistoryKey = (client: SatchelClient, filters?: OrderFilters) =>
  readKey(client, 'orders', filters);
