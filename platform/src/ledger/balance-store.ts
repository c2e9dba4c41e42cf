import type { Db } from '../db/open-database.js';
import { prepared } from '../db/prepared.js';

/** The SQL of the `balances` table: amounts in the smallest unit, as decimal text; owners lowercase. */

/** An owner's balance of a token (0 when there is no row). */
export function findBalance(db: Db, tokenId: string, ownerKey: string): bigint {
  const row = prepared(db, 'SELECT amount FROM balances WHERE owner_key = ? AND token_id = ?').get(
    ownerKey,
    tokenId,
  ) as { amount: string } | undefined;
  return BigInt(row?.amount ?? '0');
}

export function upsertBalance(db: Db, tokenId: string, ownerKey: string, amount: bigint): void {
  prepared(
    db,
    `INSERT INTO balances (owner_key, token_id, amount) VALUES (?, ?, ?)
       ON CONFLICT (owner_key, token_id) DO UPDATE SET amount = excluded.amount`,
  ).run(ownerKey, tokenId, amount.toString());
}

/** Whether an owner holds anything of any token. */
export const holdsAnyBalance = (db: Db, ownerKey: string) =>
  prepared(db, `SELECT 1 FROM balances WHERE owner_key = ? AND amount != '0'`).get(ownerKey) !== undefined;

/** An owner's non-zero ERC-20 balances on the EVM networks, as the explorer lists them. */
export const listEvmTokenBalances = (db: Db, ownerKey: string) =>
  prepared(
    db,
    `SELECT t.symbol, t.address, t.decimals, b.amount, n.caip_id FROM balances b
       JOIN tokens t ON t.token_id = b.token_id JOIN networks n ON n.network_id = t.network_id
       WHERE b.owner_key = ? AND t.address != '' AND n.type = 'EVM' AND b.amount != '0' ORDER BY n.caip_id, t.symbol`,
  ).all(ownerKey) as { symbol: string; address: string; decimals: number; amount: string; caip_id: string }[];
