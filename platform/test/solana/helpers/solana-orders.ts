import type { IntentType } from '@satchel/shared';
import { randomUUID } from 'node:crypto';
import { base58Encode } from '@satchel/shared';
import { createOrder } from '../../../src/orders/create-order.js';
import { type OrderRow } from '../../../src/orders/order-row.js';
import { commitOrder, prepareOrder } from '../../../src/orders/settle-order.js';
import type { PlatformContext } from '../../../src/context.js';
import { LEDGER_ONLY } from '../../../src/runtimes/platform-chains.js';
import { indexSolanaBalances } from '../../../src/solana/index-solana-balances.js';
import type { ExecutedSolanaTransaction } from '../../../src/solana/run-solana-transaction.js';
import { saveSolanaTransaction } from '../../../src/solana/save-solana-transaction.js';
import type { SolanaRuntime } from '../../../src/solana/solana-runtime.js';
import { solanaSignature } from '../../../src/solana/solana-signature.js';
import type { SeededUser } from '../../helpers/seed-session.js';

export const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
export const USDC = '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU';
export const USDT = 'EJwZgeZrdC8TXTQbQBoL6bfuAnFUUy1PVCMB4DYPzVaS';
export const MEMO_PROGRAM = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr';

/** A recipient nobody uses elsewhere: 32 random bytes in base58. */
export const freshAddress = () => {
  const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let n = BigInt(`0x${Buffer.from(bytes).toString('hex')}`);
  let out = '';
  while (n > 0n) {
    out = ALPHABET[Number(n % 58n)] + out;
    n /= 58n;
  }
  // base58 writes each leading zero byte as '1'; without them the key would decode to fewer than 32 bytes.
  const zeros = bytes.findIndex((b) => b !== 0);
  return '1'.repeat(zeros === -1 ? 32 : zeros) + out;
};

/** The decoded payload of a Solana TOKEN_TRANSFER (shared design). */
export const transferPayload = (recipient: string, amount: bigint, tokenAddress = '') => ({
  caip2Id: SOLANA,
  recipientWalletAddress: recipient,
  tokenAddress,
  amount: amount.toString(),
});

/** The decoded payload of a Solana RAW_TRANSACTION (shared design). */
export const rawPayload = (
  signer: string,
  instructions: {
    programId: string;
    data: string;
    keys: { pubkey: string; isSigner: boolean; isWritable: boolean }[];
  }[],
) => ({ caip2Id: SOLANA, transactions: [{ signer, instructions }] });

export const memoInstruction = (signer: string, memo: string) => ({
  programId: MEMO_PROGRAM,
  data: `0x${Buffer.from(memo, 'utf8').toString('hex')}`,
  keys: [{ pubkey: signer, isSigner: true, isWritable: false }],
});

/** Records an INITIATED order as `execute` would after decoding (the platform's own order store). */
export async function insertOrder(
  ctx: PlatformContext,
  user: SeededUser,
  intentType: IntentType,
  payload: Record<string, unknown>,
): Promise<OrderRow> {
  const intentId = randomUUID();
  await createOrder(ctx, {
    intentId,
    userId: user.userId,
    clientId: user.clientId,
    intentType,
    caipId: SOLANA,
    details: {},
    jobParameters: payload,
    feePayer: '0x0000000000000000000000000000000000000000',
  });
  return ctx.db.prepare('SELECT * FROM orders WHERE intent_id = ?').get(intentId) as OrderRow;
}

/**
 * Settles one order on the runtime as a settlement pass does (IN_PROGRESS, executed in memory, committed with its
 * status): the reason ('' = SUCCESSFUL) and the transaction's signature.
 */
export async function settleOnRuntime(ctx: PlatformContext, runtime: SolanaRuntime, order: OrderRow) {
  ctx.db.prepare(`UPDATE orders SET status = 'IN_PROGRESS' WHERE intent_id = ?`).run(order.intent_id);
  const chains = { ...LEDGER_ONLY, runtimes: [runtime], solana: runtime };
  const prepared = await prepareOrder(ctx, chains, order);
  ctx.db.transaction(() => commitOrder(ctx, prepared))();
  if (prepared.kind === 'solana')
    return { reason: prepared.executed.reason, txHash: prepared.executed.record.signature };
  // Refused before it ran: the signature it would have had.
  const txHash = base58Encode(solanaSignature(order.intent_id));
  return { reason: prepared.kind === 'failed' ? prepared.reason : '', txHash };
}

/** Commits a faucet transaction (fundSolanaUser's) as fundUser does: the chain's tables, then balances and activity. */
export function commitFaucetTransaction(ctx: PlatformContext, executed: ExecutedSolanaTransaction): void {
  ctx.db.transaction(() => {
    saveSolanaTransaction(ctx.db, executed);
    indexSolanaBalances(ctx, executed);
  })();
}
