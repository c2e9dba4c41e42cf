import type { Db } from '../db/open-database.js';
import { prepared } from '../db/prepared.js';

/** The SQL of the `nfts` table (who holds how many of each NFT); keys are lowercase, ids as `nftIdKey` makes them. */

/** One holder's row of one NFT. */
export interface NftKey {
  caipKey: string;
  collectionKey: string;
  nftId: string;
  ownerKey: string;
}

export interface NftMeta {
  nftName: string;
  tokenUri: string;
  description: string;
  image: string;
}

/** An NFT held on a client's network, as `/portfolio/nft` shows it. */
export interface NftPortfolioRow {
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

const keyOf = (k: NftKey) => [k.caipKey, k.collectionKey, k.nftId, k.ownerKey];

/** The holding with its metadata, or undefined. */
export const findNftHolding = (db: Db, key: NftKey) =>
  prepared(
    db,
    `SELECT quantity, nft_name AS nftName, token_uri AS tokenUri, description, image FROM nfts
       WHERE caip_key = ? AND collection_key = ? AND nft_id = ? AND owner_key = ?`,
  ).get(...keyOf(key)) as (NftMeta & { quantity: string }) | undefined;

/** Sets the quantity held, inserting the row with `meta` when there is none (an existing row keeps its metadata). */
export function upsertNftHolding(db: Db, key: NftKey, quantity: bigint, meta: NftMeta): void {
  prepared(
    db,
    `INSERT INTO nfts (caip_key, collection_key, nft_id, owner_key, quantity, nft_name, token_uri, description, image)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (caip_key, collection_key, nft_id, owner_key) DO UPDATE SET quantity = excluded.quantity`,
  ).run(...keyOf(key), quantity.toString(), meta.nftName, meta.tokenUri, meta.description, meta.image);
}

/** Sets the quantity of an existing holding; none left (zero or below) deletes the row. */
export function setNftHoldingQuantity(db: Db, key: NftKey, quantity: bigint): void {
  if (quantity <= 0n)
    prepared(
      db,
      'DELETE FROM nfts WHERE caip_key = ? AND collection_key = ? AND nft_id = ? AND owner_key = ?',
    ).run(...keyOf(key));
  else
    prepared(
      db,
      'UPDATE nfts SET quantity = ? WHERE caip_key = ? AND collection_key = ? AND nft_id = ? AND owner_key = ?',
    ).run(quantity.toString(), ...keyOf(key));
}

/** The NFTs a user's three account keys hold on the client's networks. */
export const listClientNfts = (db: Db, clientId: string, ownerKeys: string[]) =>
  prepared(
    db,
    `SELECT n.caip_id, n.network_name, n.type, c.standard, c.collection_address, c.name AS collection_name, f.nft_id,
              f.image, f.quantity, f.token_uri, f.description, f.nft_name, n.explorer_address_url,
              c.image AS collection_image
       FROM nfts f JOIN collections c ON c.caip_key = f.caip_key AND c.collection_key = f.collection_key
       JOIN networks n ON n.caip_key = f.caip_key
       JOIN client_networks cn ON cn.network_id = n.network_id AND cn.client_id = ?
       WHERE f.owner_key IN (?, ?, ?) AND f.quantity != '0' ORDER BY n.rowid, c.name, f.rowid`,
  ).all(clientId, ...ownerKeys) as NftPortfolioRow[];

/** The NFTs an owner holds on the EVM networks, as the explorer lists them. */
export const listEvmNftHoldings = (db: Db, ownerKey: string) =>
  prepared(
    db,
    `SELECT caip_key, collection_key, nft_id, quantity, nft_name FROM nfts
       WHERE owner_key = ? AND caip_key LIKE 'eip155:%' AND quantity != '0' ORDER BY caip_key, collection_key, nft_id`,
  ).all(ownerKey) as {
    caip_key: string;
    collection_key: string;
    nft_id: string;
    quantity: string;
    nft_name: string;
  }[];

/** The highest numeric NFT id held in a collection (any holder), or null when it has none. */
export function maxNftId(db: Db, caipKey: string, collectionKey: string): number | null {
  const row = prepared(
    db,
    'SELECT MAX(CAST(nft_id AS INTEGER)) AS maxId FROM nfts WHERE caip_key = ? AND collection_key = ?',
  ).get(caipKey, collectionKey) as { maxId: number | null };
  return row.maxId;
}
