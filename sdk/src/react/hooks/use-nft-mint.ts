import { nftMint } from '../../index.js';
import { useIntentMutation, type IntentMutationOptions } from './use-intent-mutation.js';

/**
 * `mutate(input, feePayer?)` signs and executes an NFT mint (Aptos) (`nftMint`); data = the jobId. Revalidates the portfolio, NFT, activity and order reads at submission and when the order is final (followed in the background unless `followOrder: false`).
 * @example
 * const mint = useNftMint();
 * mint.mutate({ caip2Id: 'aptos:2', nftName: 'Badge #1', collectionAddress, uri: 'https://example.com/1.json' });
 */
export const useNftMint = (options?: IntentMutationOptions) => useIntentMutation(nftMint, options);
