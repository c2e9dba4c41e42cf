import { INTENT_AFFECTED_READS, nftTransfer } from '../../index.js';
import { useSatchelMutation, type MutationOptions } from './use-satchel-mutation.js';

/**
 * `mutate(input, feePayer?)` signs and executes an NFT transfer (`nftTransfer`); data = the jobId. Revalidates the portfolio, NFT, activity and order reads.
 * @example
 * const transfer = useNftTransfer();
 * transfer.mutate({ caip2Id, collectionAddress, nftId: '7', recipientWalletAddress, nftType: 'ERC721' });
 */
export const useNftTransfer = (options?: MutationOptions<string>) =>
  useSatchelMutation(nftTransfer, options, INTENT_AFFECTED_READS);
