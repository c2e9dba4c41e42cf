import { estimateNftTransfer, type EstimateResult } from '../../index.js';
import { useSatchelMutation, type MutationOptions } from './use-satchel-mutation.js';

/** `mutate(input, feePayer?)` estimates an NFT transfer (`estimateNftTransfer`); data = `{details, callData, userOps}`. */
export const useEstimateNftTransfer = (options?: MutationOptions<EstimateResult>) =>
  useSatchelMutation(estimateNftTransfer, options);
