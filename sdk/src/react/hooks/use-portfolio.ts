import type { SWRConfiguration } from 'swr';
import { getPortfolio } from '../../index.js';
import { useSatchelRead } from './use-satchel-read.js';

type Result = Awaited<ReturnType<typeof getPortfolio>>;

/**
 * The session user's aggregated portfolio (`getPortfolio`), via swr; idle until logged in.
 * @example
 * const { data: portfolio, mutate: refresh } = usePortfolio();
 */
export function usePortfolio(options?: SWRConfiguration<Result, Error>) {
  return useSatchelRead<Result>('portfolio', null, (client) => getPortfolio(client), options);
}
