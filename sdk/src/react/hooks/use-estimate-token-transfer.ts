import { estimateTokenTransfer, type EstimateResult } from '../../index.js';
import { useSatchelMutation, type MutationOptions } from './use-satchel-mutation.js';

/**
 * `mutate(input, feePayer?)` estimates a token transfer (`estimateTokenTransfer`); data = `{details, callData, userOps}`.
 * @example
 * const estimate = useEstimateTokenTransfer();
 * const { details } = await estimate.mutateAsync({ caip2Id: 'eip155:84532', recipient, token: '', amount: '1000' });
 */
export const useEstimateTokenTransfer = (options?: MutationOptions<EstimateResult>) =>
  useSatchelMutation(estimateTokenTransfer, options);
