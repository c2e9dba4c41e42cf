import { INTENT_AFFECTED_READS, nftMint } from '../../index.js';
import { useSatchelMutation, type MutationOptions } from './use-satchel-mutation.js';

/** `mutate(input, feePayer?)` signs and executes an NFT mint (Aptos) (`nftMint`); data = the jobId. Revalidates the portfolio, NFT, activity and order reads. */
export const useNftMint = (options?: MutationOptions<string>) =>
  useSatchelMutation(nftMint, options, INTENT_AFFECTED_READS);
