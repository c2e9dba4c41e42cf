import { nftTransfer } from '../../index.js';
import { useIntentMutation, type IntentMutationOptions } from './use-intent-mutation.js';

/**
 * `mutate(input, feePayer?)` signs and executes an NFT transfer (`nftTransfer`); data = the jobId. Revalidates the portfolio, NFT, activity and order reads at submission and when the order is final (followed in the background unless `followOrder: false`).
 * @example
 * const transfer = useNftTransfer();
 * transfer.mutate({ caip2Id, collectionAddress, nftId: '7', recipientWalletAddress, nftType: 'ERC721' });
 */
export const useNftTransfer = (options?: IntentMutationOptions) => useIntentMutation(nftTransfer, options);
