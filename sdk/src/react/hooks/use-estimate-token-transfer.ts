import { estimateTokenTransfer, type EstimateResult } from '../../index.js';
import { useSatchelMutation, type MutationOptions } from './use-satchel-mutation.js';

/** `mutate(input, feePayer?)` estimates a token transfer (`estimateTokenTransfer`); data = `{details, callData, userOps}`. */
export const useEstimateTokenTransfer = (options?: MutationOptions<EstimateResult>) =>
  useSatchelMutation(estimateTokenTransfer, options);
