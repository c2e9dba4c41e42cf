import { solanaRawTransaction } from '../../index.js';
import { useIntentMutation, type IntentMutationOptions } from './use-intent-mutation.js';

/**
 * `mutate(input, feePayer?)` signs and executes a Solana raw transaction (`solanaRawTransaction`); data = the jobId. Revalidates the portfolio, NFT, activity and order reads at submission and when the order is final (followed in the background unless `followOrder: false`).
 * @example
 * const send = useSolanaRawTransaction();
 * send.mutate({ caip2Id: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', transaction: { signer: solanaAddress, instructions: [memo] } });
 */
export const useSolanaRawTransaction = (options?: IntentMutationOptions) =>
  useIntentMutation(solanaRawTransaction, options);
