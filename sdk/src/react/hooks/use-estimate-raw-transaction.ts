import { estimateRawTransaction, type EstimateResult } from '../../index.js';
import { useSatchelMutation, type MutationOptions } from './use-satchel-mutation.js';

/** `mutate(input, feePayer?)` estimates an EVM or Aptos raw transaction (`estimateRawTransaction`); data = `{details, callData, userOps}`. */
export const useEstimateRawTransaction = (options?: MutationOptions<EstimateResult>) =>
  useSatchelMutation(estimateRawTransaction, options);
