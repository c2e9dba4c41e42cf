import { INTENT_AFFECTED_READS, evmRawTransaction } from '../../index.js';
import { useSatchelMutation, type MutationOptions } from './use-satchel-mutation.js';

/**
 * `mutate(input, feePayer?)` signs and executes an EVM raw transaction (`evmRawTransaction`); data = the jobId. Revalidates the portfolio, NFT, activity and order reads.
 * @example
 * const send = useEvmRawTransaction();
 * send.mutate({ caip2Id: 'eip155:84532', transaction: { from: userSWA, to: contract, data: '0x', value: '0' } });
 */
export const useEvmRawTransaction = (options?: MutationOptions<string>) =>
  useSatchelMutation(evmRawTransaction, options, INTENT_AFFECTED_READS);
