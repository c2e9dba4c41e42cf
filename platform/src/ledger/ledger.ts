import { randomUUID } from 'node:crypto';
import type { PlatformContext } from '../context.js';
import type { TokenRow } from '../world/world-store.js';
import { SettlementFailure } from '../chains/settlement-failure.js';

/** Balance of an owner (any address, case-insensitive) in the smallest unit. */
export function balanceOf(ctx: PlatformContext, tokenId: string, owner: string): bigint {
  const row = ctx.db
    .prepare('SELECT amount FROM balances WHERE owner_key = ? AND token_id = ?')
    .get(owner.toLowerCase(), tokenId) as { amount: string } | undefined;
  return BigInt(row?.amount ?? '0');
}

export function setBalance(ctx: PlatformContext, tokenId: string, owner: string, amount: bigint): void {
  ctx.db
    .prepare(
      `INSERT INTO balances (owner_key, token_id, amount) VALUES (?, ?, ?)
       ON CONFLICT (owner_key, token_id) DO UPDATE SET amount = excluded.amount`,
    )
    .run(owner.toLowerCase(), tokenId, amount.toString());
}

/** The user owning an address on any chain (userSWA, Aptos or Solana address), if any. */
export function userIdOfAddress(ctx: PlatformContext, address: string): string | undefined {
  const key = address.toLowerCase();
  const row = ctx.db
    .prepare(
      'SELECT user_id FROM users WHERE user_swa_key = ? OR lower(aptos_address) = ? OR lower(solana_address) = ? LIMIT 1',
    )
    .get(key, key, key) as { user_id: string } | undefined;
  return row?.user_id;
}

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
  ctx.db
    .prepare(
      `INSERT INTO activity (id, owner_key, user_id, token_id, intent_id, transfer_type, order_type, quantity, tx_hash, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      randomUUID(),
      entry.owner.toLowerCase(),
      userIdOfAddress(ctx, entry.owner) ?? null,
      entry.tokenId,
      entry.intentId,
      entry.transferType,
      entry.orderType,
      entry.quantity.toString(),
      entry.txHash,
      Math.floor(ctx.now() / 1000),
    );
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
