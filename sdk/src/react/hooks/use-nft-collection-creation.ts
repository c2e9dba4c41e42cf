import { nftCollectionCreation } from '../../index.js';
import { useIntentMutation, type IntentMutationOptions } from './use-intent-mutation.js';

/**
 * `mutate(input, feePayer?)` signs and executes an NFT collection creation (Aptos) (`nftCollectionCreation`); data = the jobId. Revalidates the portfolio, NFT, activity and order reads at submission and when the order is final (followed in the background unless `followOrder: false`).
 * @example
 * const create = useNftCollectionCreation();
 * create.mutate({ caip2Id: 'aptos:2', name: 'Badges', uri: 'https://example.com/badges.json' });
 */
export const useNftCollectionCreation = (options?: IntentMutationOptions) =>
  useIntentMutation(nftCollectionCreation, options);
