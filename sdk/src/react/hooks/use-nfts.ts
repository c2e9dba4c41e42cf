import { getPortfolioNFT } from '../../index.js';
import { useSatchelRead, type ReadOptions } from './use-satchel-read.js';

type Result = Awaited<ReturnType<typeof getPortfolioNFT>>;

/**
 * The session user's NFT portfolio (`getPortfolioNFT`), via swr; idle until logged in.
 * @example
 * const { data: nfts, error } = useNfts();
 */
export function useNfts(options?: ReadOptions<Result>) {
  return useSatchelRead<Result>('portfolioNft', null, (client) => getPortfolioNFT(client), options);
}
