import type { SWRConfiguration } from 'swr';
import { getAccount } from '../../index.js';
import { useSatchelRead } from './use-satchel-read.js';

type Result = Awaited<ReturnType<typeof getAccount>>;

/**
 * The session user's wallets, one per network (`getAccount`), via swr; idle until logged in.
 * @example
 * const { data: wallets, error, isLoading } = useAccount();
 */
export function useAccount(options?: SWRConfiguration<Result, Error>) {
  return useSatchelRead<Result>('account', null, getAccount, options);
}
