import type { PlatformContext } from '../context.js';
import { explorerUrl } from '../world/explorer-url.js';
import { userAccounts } from './user-accounts.js';
import { listClientNfts } from '../ledger/nft-store.js';

/** GET /portfolio/nft (§14.6): NFTs the user's accounts hold on the client's networks. */
export function nftPortfolio(ctx: PlatformContext, session: { userId: string; clientId: string }) {
  const { keys } = userAccounts(ctx, session.userId);
  const rows = listClientNfts(ctx.db, session.clientId, keys);
  const details = rows.map((r) => ({
    caip_id: r.caip_id,
    network_name: r.network_name,
    entity_type: r.type === 'EVM' ? r.standard : 'nft',
    collection_address: r.collection_address,
    collection_name: r.collection_name,
    nft_id: r.nft_id,
    image: r.image,
    quantity: r.quantity,
    token_uri: r.token_uri,
    description: r.description,
    nft_name: r.nft_name,
    explorer_smart_contract_url: explorerUrl(r.explorer_address_url, r.collection_address),
    collection_image: r.collection_image,
  }));
  return { count: details.length, details };
}
