import type { PlatformContext } from '../context.js';
import { SettlementFailure } from '../chains/settlement-failure.js';

/** NFT ids are compared by value on EVM (`42` = `0x2a`), by lowercase text elsewhere. */
export function nftIdKey(caipId: string, nftId: string): string {
  if (/^eip155:/i.test(caipId) && /^(0x[0-9a-fA-F]+|[0-9]+)$/.test(nftId)) return BigInt(nftId).toString();
  return nftId.toLowerCase();
}

export function nftQuantity(
  ctx: PlatformContext,
  caipId: string,
  collection: string,
  nftId: string,
  owner: string,
): bigint {
  const row = ctx.db
    .prepare(
      'SELECT quantity FROM nfts WHERE caip_key = ? AND collection_key = ? AND nft_id = ? AND owner_key = ?',
    )
    .get(caipId.toLowerCase(), collection.toLowerCase(), nftIdKey(caipId, nftId), owner.toLowerCase()) as
    { quantity: string } | undefined;
  return BigInt(row?.quantity ?? '0');
}

export interface NftMeta {
  nftName: string;
  tokenUri: string;
  description: string;
  image: string;
}

/** Adds `quantity` of an NFT to an owner (mint, or the receiving side of a transfer). */
export function creditNft(
  ctx: PlatformContext,
  caipId: string,
  collection: string,
  nftId: string,
  owner: string,
  quantity: bigint,
  meta: NftMeta,
): void {
  const current = nftQuantity(ctx, caipId, collection, nftId, owner);
  ctx.db
    .prepare(
      `INSERT INTO nfts (caip_key, collection_key, nft_id, owner_key, quantity, nft_name, token_uri, description, image)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (caip_key, collection_key, nft_id, owner_key) DO UPDATE SET quantity = excluded.quantity`,
    )
    .run(
      caipId.toLowerCase(),
      collection.toLowerCase(),
      nftIdKey(caipId, nftId),
      owner.toLowerCase(),
      (current + quantity).toString(),
      meta.nftName,
      meta.tokenUri,
      meta.description,
      meta.image,
    );
}

/**
 * Moves `quantity` of an NFT between owners, keeping its metadata; not owned or too few → SettlementFailure.
 * Runs inside the caller's transaction.
 */
export function moveNft(
  ctx: PlatformContext,
  caipId: string,
  collection: string,
  nftId: string,
  from: string,
  to: string,
  quantity: bigint,
): void {
  const key = [caipId.toLowerCase(), collection.toLowerCase(), nftIdKey(caipId, nftId), from.toLowerCase()];
  const row = ctx.db
    .prepare(
      `SELECT quantity, nft_name AS nftName, token_uri AS tokenUri, description, image FROM nfts
       WHERE caip_key = ? AND collection_key = ? AND nft_id = ? AND owner_key = ?`,
    )
    .get(...key) as (NftMeta & { quantity: string }) | undefined;
  const held = BigInt(row?.quantity ?? '0');
  if (!row || held === 0n)
    throw new SettlementFailure(`NFT ${nftId} of ${collection} is not owned by ${from}`);
  if (held < quantity)
    throw new SettlementFailure(`Insufficient NFT quantity: ${held} held, ${quantity} requested`);
  const left = held - quantity;
  if (left === 0n)
    ctx.db
      .prepare('DELETE FROM nfts WHERE caip_key = ? AND collection_key = ? AND nft_id = ? AND owner_key = ?')
      .run(...key);
  else
    ctx.db
      .prepare(
        'UPDATE nfts SET quantity = ? WHERE caip_key = ? AND collection_key = ? AND nft_id = ? AND owner_key = ?',
      )
      .run(left.toString(), ...key);
  creditNft(ctx, caipId, collection, nftId, to, quantity, row);
  ctx.db
    .prepare('DELETE FROM nft_approvals WHERE caip_key = ? AND collection_key = ? AND nft_id = ?')
    .run(key[0], key[1], key[2]);
}

/** Takes `quantity` of an NFT from an owner as the chain reported it (indexing): never below zero, never throws. */
export function debitNft(
  ctx: PlatformContext,
  caipId: string,
  collection: string,
  nftId: string,
  owner: string,
  quantity: bigint,
): NftMeta | undefined {
  const key = [caipId.toLowerCase(), collection.toLowerCase(), nftIdKey(caipId, nftId), owner.toLowerCase()];
  const row = ctx.db
    .prepare(
      `SELECT quantity, nft_name AS nftName, token_uri AS tokenUri, description, image FROM nfts
       WHERE caip_key = ? AND collection_key = ? AND nft_id = ? AND owner_key = ?`,
    )
    .get(...key) as (NftMeta & { quantity: string }) | undefined;
  if (!row) return undefined;
  const left = BigInt(row.quantity) - quantity;
  if (left <= 0n)
    ctx.db
      .prepare('DELETE FROM nfts WHERE caip_key = ? AND collection_key = ? AND nft_id = ? AND owner_key = ?')
      .run(...key);
  else
    ctx.db
      .prepare(
        'UPDATE nfts SET quantity = ? WHERE caip_key = ? AND collection_key = ? AND nft_id = ? AND owner_key = ?',
      )
      .run(left.toString(), ...key);
  return { nftName: row.nftName, tokenUri: row.tokenUri, description: row.description, image: row.image };
}
