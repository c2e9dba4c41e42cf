import { useMemo } from 'react';
import useSWRInfinite, { type SWRInfiniteConfiguration, type SWRInfiniteResponse } from 'swr/infinite';
import { readKey, type ReadName, type SatchelClient, type SatchelError } from '../../index.js';
import { toSatchelError } from '../provider/to-satchel-error.js';
import { useSatchelContext } from './use-satchel.js';

/**
 * swr/infinite options of a paged read hook, plus the page `size` (default 20, at most 100: docs/protocol.md §14.11).
 * @example
 * const options: PagesOptions<OrdersPage> = { size: 50, revalidateFirstPage: true };
 */
export type PagesOptions<P> = SWRInfiniteConfiguration<P, SatchelError> & { size?: number };

/**
 * What a paged read hook answers: swr/infinite's response, every row loaded so far, and a "load more".
 * @example
 * const { rows, count, hasMore, loadMore }: PagesResult<OrdersPage, Order> = useOrdersPages();
 */
export type PagesResult<P, T> = SWRInfiniteResponse<P, SatchelError> & {
  /** The rows of the pages loaded so far, in order, each once (keyed by `idOf`: a row that moved pages shows once). */
  rows: T[];
  /** How many rows the read has in all pages (the last page's `count`); undefined before the first page. */
  count: number | undefined;
  /** Whether `loadMore` would read another page. */
  hasMore: boolean;
  /** Reads the next page; the pages loaded stay. */
  loadMore(): Promise<P[] | undefined>;
};

const DEFAULT_SIZE = 20;

/**
 * A read in pages (`page` from 1, `size`, §14.11) with swr/infinite: no request until logged in; each page's key is
 * the core's `readKey` (so a write revalidates it like the unpaged read); the next page exists while the rows read
 * are fewer than `count`. A 401 saying the session ended logs the provider out, as every read hook does.
 */
export function useSatchelPages<P extends { count: number }, T>(
  name: ReadName,
  args: Record<string, unknown>,
  read: (client: SatchelClient, page: number, size: number) => Promise<P>,
  rowsOf: (page: P) => T[],
  idOf: (row: T) => string,
  options: PagesOptions<P> = {},
): PagesResult<P, T> {
  const { size = DEFAULT_SIZE, ...swr } = options;
  const { client, status, endSession } = useSatchelContext();
  const infinite = useSWRInfinite<P, SatchelError>(
    (index, previous: P | null) =>
      client &&
      status === 'logged-in' &&
      (!previous || (index * size < previous.count && rowsOf(previous).length))
        ? readKey(client, name, { ...args, page: index + 1, size })
        : null,
    async (key: ReturnType<typeof readKey>) => {
      const user = client?.userSWA;
      try {
        return await read(client as SatchelClient, (JSON.parse(key[4]) as { page: number }).page, size);
      } catch (failure) {
        const error = toSatchelError(failure);
        endSession(error, user);
        throw error;
      }
    },
    swr,
  );
  const { data, setSize } = infinite;
  const loaded = useMemo(() => {
    const pages = data ?? [];
    const seen = new Set<string>();
    const rows = pages.flatMap(rowsOf).filter((row) => !seen.has(idOf(row)) && Boolean(seen.add(idOf(row))));
    const last = pages.at(-1);
    const read = pages.reduce((sum, page) => sum + rowsOf(page).length, 0);
    return { rows, count: last?.count, hasMore: !!last && read < last.count && rowsOf(last).length > 0 };
    // rowsOf and idOf are pure field reads: the pages alone decide the rows.
  }, [data]);
  return Object.assign(infinite, loaded, { loadMore: () => setSize((pages) => pages + 1) });
}
