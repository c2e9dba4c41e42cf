import { estimateNftTransfer, type EstimateResult } from '../../index.js';
import { useSatchelMutation, type MutationOptions } from './use-satchel-mutation.js';

/**
 * `mutate(input, feePayer?)` estimates an NFT transfer (`estimateNftTransfer`); data = `{details, callData, userOps}`.
 * @example
 * const estimate = useEstimateNftTransfer();
 * const { details } = await estimate.mutateAsync({ caip2Id, collectionAddress, nftId: '7', recipientWalletAddress });
 */
export const useEstimateNftTransfer = (options?: MutationOptions<EstimateResult>) =>
  useSatchelMutation(estimateNftTransfer, options);
