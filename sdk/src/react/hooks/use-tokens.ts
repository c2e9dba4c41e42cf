import { getTokens } from '../../index.js';
import { useSatchelRead, type ReadOptions } from './use-satchel-read.js';

type Result = Awaited<ReturnType<typeof getTokens>>;

/**
 * The session user's supported tokens (`getTokens`), via swr; idle until logged in.
 * @example
 * const { data: tokens, isLoading } = useTokens({ revalidateOnFocus: false });
 */
export function useTokens(options?: ReadOptions<Result>) {
  return useSatchelRead<Result>('tokens', null, (client) => getTokens(client), options);
}
