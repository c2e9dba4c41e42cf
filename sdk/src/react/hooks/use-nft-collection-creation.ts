import { INTENT_AFFECTED_READS, nftCollectionCreation } from '../../index.js';
import { useSatchelMutation, type MutationOptions } from './use-satchel-mutation.js';

/**
 * `mutate(input, feePayer?)` signs and executes an NFT collection creation (Aptos) (`nftCollectionCreation`); data = the jobId. Revalidates the portfolio, NFT, activity and order reads.
 * @example
 * const create = useNftCollectionCreation();
 * create.mutate({ caip2Id: 'aptos:2', name: 'Badges', uri: 'https://example.com/badges.json' });
 */
export const useNftCollectionCreation = (options?: MutationOptions<string>) =>
  useSatchelMutation(nftCollectionCreation, options, INTENT_AFFECTED_READS);
