import { SDK } from '@satchel/shared';
import type { Client } from '../client/client.js';
import { API_PATHS } from '../transport/index.js';
import { authedGet, sameMessage } from './internal/authed-get.js';
import type { NftPortfolioItem } from './types.js';

/**
 * The user's NFTs (§14.6); failures → `Failed to retrieve NFT portfolio`.
 * @example
 * const nfts = await getPortfolioNFT(client);
 * const names = nfts.map((nft) => `${nft.collectionName} #${nft.nftId}`);
 */
export async function getPortfolioNFT(client: Client): Promise<NftPortfolioItem[]> {
  return authedGet(
    client,
    API_PATHS.nftPortfolio,
    sameMessage(SDK.failedToRetrieveNftPortfolio),
    (data) => data?.details,
  );
}
