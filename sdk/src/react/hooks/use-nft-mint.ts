import { INTENT_AFFECTED_READS, nftMint } from '../../index.js';
import { useSatchelMutation, type MutationOptions } from './use-satchel-mutation.js';

/**
 * `mutate(input, feePayer?)` signs and executes an NFT mint (Aptos) (`nftMint`); data = the jobId. Revalidates the portfolio, NFT, activity and order reads.
 * @example
 * const mint = useNftMint();
 * mint.mutate({ caip2Id: 'aptos:2', nftName: 'Badge #1', collectionAddress, uri: 'https://example.com/1.json' });
 */
export const useNftMint = (options?: MutationOptions<string>) =>
  useSatchelMutation(nftMint, options, INTENT_AFFECTED_READS);
