import { estimateRawTransaction, type EstimateResult } from '../../index.js';
import { useSatchelMutation, type MutationOptions } from './use-satchel-mutation.js';

/**
 * `mutate(input, feePayer?)` estimates an EVM, Aptos or Solana raw transaction (`estimateRawTransaction`); data = `{details, callData, userOps}`.
 * @example
 * const estimate = useEstimateRawTransaction();
 * const { details } = await estimate.mutateAsync({ caip2Id: 'eip155:84532', transaction: { from: userSWA, to: contract, data } });
 */
export const useEstimateRawTransaction = (options?: MutationOptions<EstimateResult>) =>
  useSatchelMutation(estimateRawTransaction, options);
