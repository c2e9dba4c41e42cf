import { getNftCollections } from '../../index.js';
import { useSatchelRead, type ReadOptions } from './use-satchel-read.js';

type Result = Awaited<ReturnType<typeof getNftCollections>>;

/**
 * The session user's NFT collection orders (`getNftCollections`), via swr; idle until logged in.
 * @example
 * const { data: collections } = useNftCollections();
 */
export function useNftCollections(options?: ReadOptions<Result>) {
  return useSatchelRead<Result>('nftCollections', null, getNftCollections, options);
}
