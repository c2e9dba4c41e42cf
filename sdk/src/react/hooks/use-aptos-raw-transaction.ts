import { INTENT_AFFECTED_READS, aptosRawTransaction } from '../../index.js';
import { useSatchelMutation, type MutationOptions } from './use-satchel-mutation.js';

/**
 * `mutate(input, feePayer?)` signs and executes an Aptos raw transaction (`aptosRawTransaction`); data = the jobId. Revalidates the portfolio, NFT, activity and order reads.
 * @example
 * const send = useAptosRawTransaction();
 * send.mutate({ caip2Id: 'aptos:2', transactions: [{ function: '0x1::aptos_account::transfer', functionArguments: [to, 100] }] });
 */
export const useAptosRawTransaction = (options?: MutationOptions<string>) =>
  useSatchelMutation(aptosRawTransaction, options, INTENT_AFFECTED_READS);
