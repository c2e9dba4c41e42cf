import type { OrderFilters } from '@satchel/shared';
import type { Client } from '../client/client.js';

/**
 * The cacheable reads, by the name of their cache entry.
 * @example
 * const name: ReadName = 'portfolio';
 * const key = readKey(client, name);
 */
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
 * @example
 * const key: ReadKey = getPortfolioKey(client);
 */
export type ReadKey = readonly ['satchel', number, string | undefined, ReadName, string];

/**
 * What an intent can change once it settles: balances, NFTs, activity and orders.
 * @example
 * // After an intent: revalidate every swr entry it may have changed.
 * await mutate((key) => isReadKey(key, client, INTENT_AFFECTED_READS));
 */
export const INTENT_AFFECTED_READS: readonly ReadName[] = [
  'portfolio',
  'portfolioActivity',
  'portfolioNft',
  'orders',
  'nftCollections',
];

const clientIds = new WeakMap<Client, number>();
let lastClientId = 0;

/**
 * The cache key of one read of a client's current user.
 * @example
 * const { data } = useSWR(readKey(client, 'tokens'), () => getTokens(client));
 */
export function readKey(client: Client, name: ReadName, args?: unknown): ReadKey {
  let id = clientIds.get(client);
  if (id === undefined) clientIds.set(client, (id = ++lastClientId));
  return ['satchel', id, client.userSWA, name, JSON.stringify(args ?? null)];
}

/**
 * Whether `key` is a read key of this client (of any of `names`, when given): an invalidation filter.
 * @example
 * // Drop every cached read of this client, e.g. after a logout.
 * await mutate((key) => isReadKey(key, client), undefined, { revalidate: false });
 */
export function isReadKey(key: unknown, client: Client, names?: readonly ReadName[]): boolean {
  return (
    Array.isArray(key) &&
    key[0] === 'satchel' &&
    key[1] === clientIds.get(client) &&
    (!names || names.includes(key[3]))
  );
}

/**
 * Cache key of `getAccount` for the client's current user.
 * @example
 * const { data: wallets } = useSWR(getAccountKey(client), () => getAccount(client));
 */
export const getAccountKey = (client: Client) => readKey(client, 'account');
/**
 * Cache key of `getChains` for the client's current user.
 * @example
 * const { data: chains } = useQuery({ queryKey: getChainsKey(client), queryFn: () => getChains(client) });
 */
export const getChainsKey = (client: Client) => readKey(client, 'chains');
/**
 * Cache key of `getTokens` for the client's current user.
 * @example
 * const { data: tokens } = useSWR(getTokensKey(client), () => getTokens(client));
 */
export const getTokensKey = (client: Client) => readKey(client, 'tokens');
/**
 * Cache key of `getPortfolio` for the client's current user.
 * @example
 * await mutate(getPortfolioKey(client)); // revalidate the balances
 */
export const getPortfolioKey = (client: Client) => readKey(client, 'portfolio');
/**
 * Cache key of `getPortfolioActivity` for the client's current user.
 * @example
 * const { data: activity } = useSWR(getPortfolioActivityKey(client), () => getPortfolioActivity(client));
 */
export const getPortfolioActivityKey = (client: Client) => readKey(client, 'portfolioActivity');
/**
 * Cache key of `getPortfolioNFT` for the client's current user.
 * @example
 * const { data: nfts } = useSWR(getPortfolioNftKey(client), () => getPortfolioNFT(client));
 */
export const getPortfolioNftKey = (client: Client) => readKey(client, 'portfolioNft');
/**
 * Cache key of `getNftCollections` for the client's current user.
 * @example
 * const { data: collections } = useSWR(getNftCollectionsKey(client), () => getNftCollections(client));
 */
export const getNftCollectionsKey = (client: Client) => readKey(client, 'nftCollections');
/**
 * Cache key of `getOrdersHistory` with these filters, for the client's current user.
 * @example
 * const filters = { intentId: jobId };
 * const { data: orders } = useSWR(getOrdersHistoryKey(client, filters), () => getOrdersHistory(client, filters));
 */
export const getOrdersHistoryKey = (client: Client, filters?: OrderFilters) =>
  readKey(client, 'orders', filters);
