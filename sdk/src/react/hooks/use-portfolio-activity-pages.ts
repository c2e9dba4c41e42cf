import { getPortfolioActivityPage, type Activity, type ActivityPage } from '../../index.js';
import { useSatchelPages, type PagesOptions, type PagesResult } from './use-satchel-pages.js';

const NO_ARGS = {};

/**
 * The session user's portfolio activity, newest first, a page at a time (`getPortfolioActivityPage`,
 * docs/protocol.md §14.11): `rows` holds every entry loaded so far and `loadMore()` reads the next page, keeping them.
 * @example
 * const { rows: activity, hasMore, loadMore } = usePortfolioActivityPages({ size: 20 });
 */
export function usePortfolioActivityPages(
  options?: PagesOptions<ActivityPage>,
): PagesResult<ActivityPage, Activity> {
  return useSatchelPages(
    'portfolioActivity',
    NO_ARGS,
    (client, page, size) => getPortfolioActivityPage(client, { page, size }),
    (page) => page.activity,
    (entry) => entry.id,
    options,
  );
}
