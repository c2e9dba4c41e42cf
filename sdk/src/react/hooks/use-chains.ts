import { getChains } from '../../index.js';
import { useSatchelRead, type ReadOptions } from './use-satchel-read.js';

type Result = Awaited<ReturnType<typeof getChains>>;

/**
 * The session user's supported networks (`getChains`), via swr; idle until logged in.
 * @example
 * const { data: chains } = useChains();
 * const options = chains?.map((chain) => <option key={chain.caipId}>{chain.networkName}</option>);
 */
export function useChains(options?: ReadOptions<Result>) {
  return useSatchelRead<Result>('chains', null, (client) => getChains(client), options);
}
