import { SDK } from '@satchel/shared';
import type { Client } from '../client/client.js';
import { fetchChains } from './internal/fetch-chains.js';
import { wrapFailure } from './internal/wrap-failure.js';
import type { Chain } from './types.js';

/**
 * Networks whitelisted for the client (§14.2); any failure of the call → `Unable to fetch supported networks`.
 * @example
 * const chains = await getChains(client);
 * console.log(chains.map((chain) => chain.networkName));
 */
export async function getChains(client: Client): Promise<Chain[]> {
  return wrapFailure(SDK.unableToFetchNetworks, () => fetchChains(client));
}
