import { getAccount } from '../../index.js';
import { useSatchelRead, type ReadOptions } from './use-satchel-read.js';

type Result = Awaited<ReturnType<typeof getAccount>>;

/**
 * The session user's wallets, one per network (`getAccount`), via swr; idle until logged in.
 * @example
 * const { data: wallets, error, isLoading } = useAccount();
 */
export function useAccount(options?: ReadOptions<Result>) {
  return useSatchelRead<Result>('account', null, getAccount, options);
}
