import { INTENT_AFFECTED_READS, tokenTransfer } from '../../index.js';
import { useSatchelMutation, type MutationOptions } from './use-satchel-mutation.js';

/**
 * `mutate(input, feePayer?)` signs and executes a token transfer (`tokenTransfer`); data = the jobId. Revalidates the portfolio, NFT, activity and order reads.
 * @example
 * const transfer = useTokenTransfer({ onSuccess: (jobId) => setJobId(jobId) });
 * transfer.mutate({ caip2Id: 'eip155:84532', recipient, token: '', amount: '1000' });
 */
export const useTokenTransfer = (options?: MutationOptions<string>) =>
  useSatchelMutation(tokenTransfer, options, INTENT_AFFECTED_READS);
