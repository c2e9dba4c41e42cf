import { INTENT_AFFECTED_READS, solanaRawTransaction } from '../../index.js';
import { useSatchelMutation, type MutationOptions } from './use-satchel-mutation.js';

/**
 * `mutate(input, feePayer?)` signs and executes a Solana raw transaction (`solanaRawTransaction`); data = the jobId. Revalidates the portfolio, NFT, activity and order reads.
 * @example
 * const send = useSolanaRawTransaction();
 * send.mutate({ caip2Id: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', transaction: { signer: solanaAddress, instructions: [memo] } });
 */
export const useSolanaRawTransaction = (options?: MutationOptions<string>) =>
  useSatchelMutation(solanaRawTransaction, options, INTENT_AFFECTED_READS);
