import type { SWRConfiguration } from 'swr';
import { getTokens } from '../../index.js';
import { useSatchelRead } from './use-satchel-read.js';

type Result = Awaited<ReturnType<typeof getTokens>>;

/**
 * The session user's supported tokens (`getTokens`), via swr; idle until logged in.
 * @example
 * const { data: tokens, isLoading } = useTokens({ revalidateOnFocus: false });
 */
export function useTokens(options?: SWRConfiguration<Result, Error>) {
  return useSatchelRead<Result>('tokens', null, (client) => getTokens(client), options);
}
