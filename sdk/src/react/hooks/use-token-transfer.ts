import { tokenTransfer } from '../../index.js';
import { useIntentMutation, type IntentMutationOptions } from './use-intent-mutation.js';

/**
 * `mutate(input, feePayer?)` signs and executes a token transfer (`tokenTransfer`); data = the jobId. Revalidates the portfolio, NFT, activity and order reads at submission and when the order is final (followed in the background unless `followOrder: false`).
 * @example
 * const transfer = useTokenTransfer({ onSuccess: (jobId) => setJobId(jobId) });
 * transfer.mutate({ caip2Id: 'eip155:84532', recipient, token: '', amount: '1000' });
 */
export const useTokenTransfer = (options?: IntentMutationOptions) =>
  useIntentMutation(tokenTransfer, options);
