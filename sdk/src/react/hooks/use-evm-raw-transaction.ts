import { evmRawTransaction } from '../../index.js';
import { useIntentMutation, type IntentMutationOptions } from './use-intent-mutation.js';

/**
 * `mutate(input, feePayer?)` signs and executes an EVM raw transaction (`evmRawTransaction`); data = the jobId. Revalidates the portfolio, NFT, activity and order reads at submission and when the order is final (followed in the background unless `followOrder: false`).
 * @example
 * const send = useEvmRawTransaction();
 * send.mutate({ caip2Id: 'eip155:84532', transaction: { from: userSWA, to: contract, data: '0x', value: '0' } });
 */
export const useEvmRawTransaction = (options?: IntentMutationOptions) =>
  useIntentMutation(evmRawTransaction, options);
