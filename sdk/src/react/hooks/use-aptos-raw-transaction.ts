import { aptosRawTransaction } from '../../index.js';
import { useIntentMutation, type IntentMutationOptions } from './use-intent-mutation.js';

/**
 * `mutate(input, feePayer?)` signs and executes an Aptos raw transaction (`aptosRawTransaction`); data = the jobId. Revalidates the portfolio, NFT, activity and order reads at submission and when the order is final (followed in the background unless `followOrder: false`).
 * @example
 * const send = useAptosRawTransaction();
 * send.mutate({ caip2Id: 'aptos:2', transactions: [{ function: '0x1::aptos_account::transfer', functionArguments: [to, 100] }] });
 */
export const useAptosRawTransaction = (options?: IntentMutationOptions) =>
  useIntentMutation(aptosRawTransaction, options);
