import type { IntentType } from '@satchel/shared';
import { randomUUID } from 'node:crypto';
import { createOrder } from '../../../src/orders/create-order.js';
import { type OrderRow } from '../../../src/chains/order-row.js';
import type { PlatformContext } from '../../../src/context.js';
import type { SolanaRuntime } from '../../../src/solana/solana-runtime.js';
import { getUserById } from '../../../src/world/user-store.js';
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

/** Executes an order on the runtime and commits it with the order's status, as one settlement pass does. */
export async function settleOnRuntime(ctx: PlatformContext, runtime: SolanaRuntime, order: OrderRow) {
  const user = getUserById(ctx.db, order.user_id);
  if (!user) throw new Error('no user');
  const network = ctx.db
    .prepare(`SELECT network_id AS networkId FROM networks WHERE caip_key = ?`)
    .get(SOLANA.toLowerCase());
  const outcome = await runtime.execute(order, {
    ctx,
    intentId: order.intent_id,
    payload: JSON.parse(order.job_parameters),
    network: network as never,
    user,
    txHash: '',
  });
  ctx.db.transaction(() => {
    outcome.commit();
    const status = outcome.reason === '' ? 'SUCCESSFUL' : 'FAILED';
    ctx.db
      .prepare(`UPDATE orders SET status = ?, reason = ?, downstream_hashes = ? WHERE intent_id = ?`)
      .run(status, outcome.reason, JSON.stringify([outcome.txHash]), order.intent_id);
  })();
  return outcome;
}
