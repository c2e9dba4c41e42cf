import { getPortfolioActivity } from '../../index.js';
import { useSatchelRead, type ReadOptions } from './use-satchel-read.js';

type Result = Awaited<ReturnType<typeof getPortfolioActivity>>;

/**
 * The session user's portfolio activity (`getPortfolioActivity`), via swr; idle until logged in.
 * @example
 * const { data: activity } = usePortfolioActivity({ refreshInterval: 30_000 });
 */
export function usePortfolioActivity(options?: ReadOptions<Result>) {
  return useSatchelRead<Result>('portfolioActivity', null, getPortfolioActivity, options);
}
