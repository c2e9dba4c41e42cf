import { randomUUID } from 'node:crypto';
import type { PlatformContext } from '../context.js';
import type { TokenRow } from '../world/token-store.js';
import { SettlementFailure } from '../errors/settlement-failure.js';
import { findBalance, upsertBalance } from './balance-store.js';
import { insertActivity } from './activity-store.js';
import { findUserIdByAddress } from '../world/user-store.js';

/** Balance of an owner (any address, case-insensitive) in the smallest unit. */
export const balanceOf = (ctx: PlatformContext, tokenId: string, owner: string): bigint =>
  findBalance(ctx.db, tokenId, owner.toLowerCase());

export const setBalance = (ctx: PlatformContext, tokenId: string, owner: string, amount: bigint): void =>
  upsertBalance(ctx.db, tokenId, owner.toLowerCase(), amount);

/** The user owning an address on any chain (userSWA, Aptos or Solana address), if any. */
export const userIdOfAddress = (ctx: PlatformContext, address: string): string | undefined =>
  findUserIdByAddress(ctx.db, address.toLowerCase());

export function recordActivity(
  ctx: PlatformContext,
  entry: {
    owner: string;
    tokenId: string;
    intentId: string | null;
    transferType: 'DEPOSIT' | 'WITHDRAWAL';
    orderType: string;
    quantity: bigint;
    txHash: string;
  },
): void {
  insertActivity(ctx.db, {
    id: randomUUID(),
    ownerKey: entry.owner.toLowerCase(),
    userId: userIdOfAddress(ctx, entry.owner) ?? null,
    tokenId: entry.tokenId,
    intentId: entry.intentId,
    transferType: entry.transferType,
    orderType: entry.orderType,
    quantity: entry.quantity,
    txHash: entry.txHash,
    createdAt: Math.floor(ctx.now() / 1000),
  });
}

/**
 * Moves `amount` of a token from one address to another (sender down, recipient up) and writes the activity of
 * both sides; an insufficient balance throws SettlementFailure. Runs inside the caller's transaction.
 */
export function transferToken(
  ctx: PlatformContext,
  move: { token: TokenRow; from: string; to: string; amount: bigint; intentId: string; txHash: string },
): void {
  const { token, from, to, amount } = move;
  if (amount < 0n) throw new SettlementFailure('Amount cannot be negative');
  const fromBalance = balanceOf(ctx, token.tokenId, from);
  if (fromBalance < amount) throw new SettlementFailure('Insufficient balance');
  if (amount === 0n) return;
  setBalance(ctx, token.tokenId, from, fromBalance - amount);
  setBalance(ctx, token.tokenId, to, balanceOf(ctx, token.tokenId, to) + amount);
  const common = {
    tokenId: token.tokenId,
    intentId: move.intentId,
    orderType: 'EXTERNAL_TRANSFER',
    quantity: amount,
    txHash: move.txHash,
  };
  recordActivity(ctx, { ...common, owner: from, transferType: 'WITHDRAWAL' });
  recordActivity(ctx, { ...common, owner: to, transferType: 'DEPOSIT' });
}
