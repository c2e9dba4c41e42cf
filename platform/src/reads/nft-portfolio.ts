import type { PlatformContext } from '../context.js';
import { explorerUrl } from '../world/world-store.js';
import { userAccounts } from './user-accounts.js';

interface NftRow {
  caip_id: string;
  network_name: string;
  type: string;
  standard: string;
  collection_address: string;
  collection_name: string;
  nft_id: string;
  image: string;
  quantity: string;
  token_uri: string;
  description: string;
  nft_name: string;
  explorer_address_url: string;
  collection_image: string;
}

/** GET /portfolio/nft (§14.6): NFTs the user's accounts hold on the client's networks. */
export function nftPortfolio(ctx: PlatformContext, session: { userId: string; clientId: string }) {
  const { keys } = userAccounts(ctx, session.userId);
  const rows = ctx.db
    .prepare(
      `SELECT n.caip_id, n.network_name, n.type, c.standard, c.collection_address, c.name AS collection_name, f.nft_id,
              f.image, f.quantity, f.token_uri, f.description, f.nft_name, n.explorer_address_url,
              c.image AS collection_image
       FROM nfts f JOIN collections c ON c.caip_key = f.caip_key AND c.collection_key = f.collection_key
       JOIN networks n ON n.caip_key = f.caip_key
       JOIN client_networks cn ON cn.network_id = n.network_id AND cn.client_id = ?
       WHERE f.owner_key IN (?, ?, ?) AND f.quantity != '0' ORDER BY n.rowid, c.name, f.rowid`,
    )
    .all(session.clientId, ...keys) as NftRow[];
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
