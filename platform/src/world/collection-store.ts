import type { Db } from '../db/open-database.js';
import { prepared } from '../db/prepared.js';

/** The `collections` table: NFT collections by network and address. */
export interface CollectionRow {
  caipKey: string;
  collectionAddress: string;
  name: string;
  symbol: string;
  uri: string;
  description: string;
  standard: string;
  creatorKey: string | null;
  image: string;
}

export function findCollection(db: Db, caipId: string, address: string): CollectionRow | undefined {
  return prepared(
    db,
    `SELECT caip_key AS caipKey, collection_address AS collectionAddress, name, symbol, uri, description, standard,
              creator_key AS creatorKey, image FROM collections WHERE caip_key = ? AND collection_key = ?`,
  ).get(caipId.toLowerCase(), address.toLowerCase()) as CollectionRow | undefined;
}

export function insertCollection(db: Db, c: Omit<CollectionRow, 'caipKey'> & { caipId: string }): void {
  prepared(
    db,
    `INSERT INTO collections (caip_key, collection_address, collection_key, name, symbol, uri, description, standard,
         creator_key, image) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
  ).run(
    c.caipId.toLowerCase(),
    c.collectionAddress,
    c.collectionAddress.toLowerCase(),
    c.name,
    c.symbol,
    c.uri,
    c.description,
    c.standard,
    c.creatorKey,
    c.image,
  );
}
