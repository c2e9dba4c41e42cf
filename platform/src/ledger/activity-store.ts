import type { Db } from '../db/open-database.js';
import { prepared } from '../db/prepared.js';

/** The SQL of the `activity` table: one row per side of a movement. */

export interface ActivityInsert {
  id: string;
  ownerKey: string;
  userId: string | null;
  tokenId: string;
  intentId: string | null;
  transferType: 'DEPOSIT' | 'WITHDRAWAL';
  orderType: string;
  quantity: bigint;
  txHash: string;
  createdAt: number;
}

/** An activity entry with its token and network, as `/portfolio/activity` shows it. */
export interface ActivityRow {
  id: string;
  transfer_type: 'DEPOSIT' | 'WITHDRAWAL';
  order_type: string;
  quantity: string;
  tx_hash: string;
  /** The order that moved it; null for a faucet top-up. */
  intent_id: string | null;
  created_at: number;
  symbol: string;
  image: string;
  name: string;
  short_name: string;
  group_id: string;
  decimals: number;
  price_usdt: string;
  network_id: string;
  network_name: string;
  explorer_tx_url: string;
  network_symbol: string;
  caip_id: string;
}

export function insertActivity(db: Db, entry: ActivityInsert): void {
  prepared(
    db,
    `INSERT INTO activity (id, owner_key, user_id, token_id, intent_id, transfer_type, order_type, quantity, tx_hash, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    entry.id,
    entry.ownerKey,
    entry.userId,
    entry.tokenId,
    entry.intentId,
    entry.transferType,
    entry.orderType,
    entry.quantity.toString(),
    entry.txHash,
    entry.createdAt,
  );
}

const CLIENT_ACTIVITY = `FROM activity a JOIN tokens t ON t.token_id = a.token_id JOIN networks n ON n.network_id = t.network_id
       JOIN client_networks cn ON cn.network_id = n.network_id AND cn.client_id = ?
       WHERE a.owner_key IN (?, ?, ?)`;

/**
 * The activity of a user's three account keys (EVM, Aptos, Solana) on the client's networks, newest first; `limit`
 * -1 = all (the paging of §14.5).
 */
export const listClientActivity = (db: Db, clientId: string, ownerKeys: string[], limit = -1, offset = 0) =>
  prepared(
    db,
    `SELECT a.id, a.transfer_type, a.order_type, a.quantity, a.tx_hash, a.intent_id, a.created_at, t.symbol, t.image, t.name,
              t.short_name, t.group_id, t.decimals, t.price_usdt, n.network_id, n.network_name, n.explorer_tx_url,
              n.symbol AS network_symbol, n.caip_id
       ${CLIENT_ACTIVITY} ORDER BY a.created_at DESC, a.rowid DESC LIMIT ? OFFSET ?`,
  ).all(clientId, ...ownerKeys, limit, offset) as ActivityRow[];

/** How many entries `listClientActivity` matches in all pages. */
export const countClientActivity = (db: Db, clientId: string, ownerKeys: string[]) =>
  (prepared(db, `SELECT count(*) AS n ${CLIENT_ACTIVITY}`).get(clientId, ...ownerKeys) as { n: number }).n;
