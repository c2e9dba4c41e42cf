import { getPortfolio } from '../../index.js';
import { useSatchelRead, type ReadOptions } from './use-satchel-read.js';

type Result = Awaited<ReturnType<typeof getPortfolio>>;

/**
 * The session user's aggregated portfolio (`getPortfolio`), via swr; idle until logged in.
 * @example
 * const { data: portfolio, mutate: refresh } = usePortfolio();
 */
export function usePortfolio(options?: ReadOptions<Result>) {
  return useSatchelRead<Result>('portfolio', null, (client) => getPortfolio(client), options);
}
