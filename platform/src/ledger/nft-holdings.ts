import type { PlatformContext } from '../context.js';
import { SettlementFailure } from '../errors/settlement-failure.js';
import { deleteNftApprovals } from './nft-approval-store.js';
import {
  findNftHolding,
  setNftHoldingQuantity,
  upsertNftHolding,
  type NftKey,
  type NftMeta,
} from './nft-store.js';

export type { NftMeta } from './nft-store.js';

/** NFT ids are compared by value on EVM (`42` = `0x2a`), by lowercase text elsewhere. */
export function nftIdKey(caipId: string, nftId: string): string {
  if (/^eip155:/i.test(caipId) && /^(0x[0-9a-fA-F]+|[0-9]+)$/.test(nftId)) return BigInt(nftId).toString();
  return nftId.toLowerCase();
}

const keyOf = (caipId: string, collection: string, nftId: string, owner: string): NftKey => ({
  caipKey: caipId.toLowerCase(),
  collectionKey: collection.toLowerCase(),
  nftId: nftIdKey(caipId, nftId),
  ownerKey: owner.toLowerCase(),
});

export function nftQuantity(
  ctx: PlatformContext,
  caipId: string,
  collection: string,
  nftId: string,
  owner: string,
): bigint {
  return BigInt(findNftHolding(ctx.db, keyOf(caipId, collection, nftId, owner))?.quantity ?? '0');
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
  upsertNftHolding(ctx.db, keyOf(caipId, collection, nftId, owner), current + quantity, meta);
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
  const key = keyOf(caipId, collection, nftId, from);
  const row = findNftHolding(ctx.db, key);
  const held = BigInt(row?.quantity ?? '0');
  if (!row || held === 0n)
    throw new SettlementFailure(`NFT ${nftId} of ${collection} is not owned by ${from}`);
  if (held < quantity)
    throw new SettlementFailure(`Insufficient NFT quantity: ${held} held, ${quantity} requested`);
  setNftHoldingQuantity(ctx.db, key, held - quantity);
  creditNft(ctx, caipId, collection, nftId, to, quantity, row);
  deleteNftApprovals(ctx.db, key.caipKey, key.collectionKey, key.nftId);
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
  const key = keyOf(caipId, collection, nftId, owner);
  const row = findNftHolding(ctx.db, key);
  if (!row) return undefined;
  setNftHoldingQuantity(ctx.db, key, BigInt(row.quantity) - quantity);
  return { nftName: row.nftName, tokenUri: row.tokenUri, description: row.description, image: row.image };
}
