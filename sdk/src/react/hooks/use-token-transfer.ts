import { INTENT_AFFECTED_READS, tokenTransfer } from '../../index.js';
import { useSatchelMutation, type MutationOptions } from './use-satchel-mutation.js';

/** `mutate(input, feePayer?)` signs and executes a token transfer (`tokenTransfer`); data = the jobId. Revalidates the portfolio, NFT, activity and order reads. */
export const useTokenTransfer = (options?: MutationOptions<string>) =>
  useSatchelMutation(tokenTransfer, options, INTENT_AFFECTED_READS);
