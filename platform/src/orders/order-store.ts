import type { Db } from '../db/open-database.js';
import { prepared } from '../db/prepared.js';
import type { OrderRow } from './order-row.js';

/** The SQL of the `orders` table. Intent ids are stored lowercase. */

/** An order as inserted: INITIATED, settling at `settleAtMs`. */
export interface OrderInsert {
  intentId: string;
  userId: string;
  clientId: string;
  intentType: string;
  caipId: string;
  details: string;
  jobParameters: string;
  feePayer: string;
  createdAt: number;
  settleAtMs: number;
}

/** An order with the name of its network (null when the network is gone), as the reads and the explorer show it. */
export interface OrderWithNetwork {
  intent_id: string;
  intent_type: string;
  status: string;
  caip_id: string;
  reason: string;
  details: string;
  downstream_hashes: string;
  created_at: number;
  block_timestamp: number | null;
  network_name: string | null;
}

export interface OrderFilters {
  intentId: string | null;
  status: string | null;
  intentType: string | null;
}

/** Whether a job id (order intent id, any case) was already executed. */
export const orderExists = (db: Db, intentId: string) =>
  prepared(db, 'SELECT 1 FROM orders WHERE intent_id = ?').get(intentId.toLowerCase()) !== undefined;

export function insertOrder(db: Db, order: OrderInsert): void {
  prepared(
    db,
    `INSERT INTO orders (intent_id, user_id, client_id, intent_type, status, caip_id, details, job_parameters,
         fee_payer, created_at, updated_at, settle_at_ms) VALUES (?, ?, ?, ?, 'INITIATED', ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    order.intentId,
    order.userId,
    order.clientId,
    order.intentType,
    order.caipId,
    order.details,
    order.jobParameters,
    order.feePayer,
    order.createdAt,
    order.createdAt,
    order.settleAtMs,
  );
}

export const orderStatus = (db: Db, intentId: string) =>
  (
    prepared(db, 'SELECT status FROM orders WHERE intent_id = ?').get(intentId) as
      { status: string } | undefined
  )?.status;

/** INITIATED orders whose settle time is before `untilMs` become IN_PROGRESS. */
export function startOrdersDueBy(db: Db, untilMs: number, nowSec: number): void {
  prepared(
    db,
    `UPDATE orders SET status = 'IN_PROGRESS', updated_at = ? WHERE status = 'INITIATED' AND settle_at_ms <= ?`,
  ).run(nowSec, untilMs);
}

/** IN_PROGRESS orders due by `nowMs`, oldest settle time first. */
export const listDueOrders = (db: Db, nowMs: number, limit: number) =>
  prepared(
    db,
    `SELECT * FROM orders WHERE status = 'IN_PROGRESS' AND settle_at_ms <= ? ORDER BY settle_at_ms, rowid LIMIT ?`,
  ).all(nowMs, limit) as OrderRow[];

/** An order's end: its status, reason and downstream hashes (a JSON array). */
export function endOrder(
  db: Db,
  end: { intentId: string; status: string; reason: string; downstreamHashes: string[]; nowSec: number },
): void {
  prepared(
    db,
    `UPDATE orders SET status = ?, reason = ?, downstream_hashes = ?, block_timestamp = ?, updated_at = ? WHERE intent_id = ?`,
  ).run(end.status, end.reason, JSON.stringify(end.downstreamHashes), end.nowSec, end.nowSec, end.intentId);
}

/** An order still INITIATED or IN_PROGRESS becomes FAILED with `reason`. */
export function failOpenOrder(db: Db, intentId: string, reason: string, nowSec: number): void {
  prepared(
    db,
    `UPDATE orders SET status = 'FAILED', reason = ?, downstream_hashes = '[]', block_timestamp = ?, updated_at = ?
       WHERE intent_id = ? AND status IN ('INITIATED', 'IN_PROGRESS')`,
  ).run(reason, nowSec, nowSec, intentId);
}

/** Every order still INITIATED or IN_PROGRESS whose settle time is before `settleBeforeMs` becomes FAILED. */
export const failOpenOrdersDueBefore = (db: Db, settleBeforeMs: number, reason: string, nowSec: number) =>
  (
    prepared(
      db,
      `UPDATE orders SET status = 'FAILED', reason = ?, downstream_hashes = '[]', block_timestamp = ?, updated_at = ?
       WHERE status IN ('INITIATED', 'IN_PROGRESS') AND settle_at_ms <= ? RETURNING intent_id`,
    ).all(reason, nowSec, nowSec, settleBeforeMs) as { intent_id: string }[]
  ).map((row) => row.intent_id);

/** An IN_PROGRESS order's settle time moves to `settleAtMs`. */
export function postponeOrder(db: Db, intentId: string, settleAtMs: number): void {
  prepared(db, `UPDATE orders SET settle_at_ms = ? WHERE intent_id = ? AND status = 'IN_PROGRESS'`).run(
    settleAtMs,
    intentId,
  );
}

const WITH_NETWORK = `SELECT o.intent_id, o.intent_type, o.status, o.caip_id, o.reason, o.details, o.downstream_hashes,
    o.created_at, o.block_timestamp, n.network_name
  FROM orders o LEFT JOIN networks n ON n.caip_key = lower(o.caip_id)`;

const USER_ORDERS = `WHERE o.user_id = ? AND (? IS NULL OR o.intent_id = ?) AND (? IS NULL OR o.status = ?)
         AND (? IS NULL OR o.intent_type = ?)`;
const userOrderArgs = (userId: string, f: OrderFilters) =>
  [userId, f.intentId, f.intentId, f.status, f.status, f.intentType, f.intentType] as const;

/** A user's orders, newest first; a null filter matches any; `limit` -1 = all (the paging of §14.7). */
export const listUserOrders = (db: Db, userId: string, filters: OrderFilters, limit = -1, offset = 0) =>
  prepared(
    db,
    `${WITH_NETWORK} ${USER_ORDERS} ORDER BY o.created_at DESC, o.rowid DESC LIMIT ? OFFSET ?`,
  ).all(...userOrderArgs(userId, filters), limit, offset) as OrderWithNetwork[];

/** How many orders `listUserOrders` matches in all pages. */
export const countUserOrders = (db: Db, userId: string, filters: OrderFilters) =>
  (
    prepared(db, `SELECT count(*) AS n FROM orders o ${USER_ORDERS}`).get(
      ...userOrderArgs(userId, filters),
    ) as {
      n: number;
    }
  ).n;

export const findOrderWithNetwork = (db: Db, intentId: string) =>
  prepared(db, `${WITH_NETWORK} WHERE o.intent_id = ?`).get(intentId) as OrderWithNetwork | undefined;

/** The first order whose downstream hashes hold `hash` (no index: a scan, fine for a local platform's orders). */
export const findOrderByDownstreamHash = (db: Db, hash: string) =>
  prepared(db, `${WITH_NETWORK} WHERE o.downstream_hashes LIKE ? ORDER BY o.rowid LIMIT 1`).get(
    `%"${hash}"%`,
  ) as OrderWithNetwork | undefined;
