import type { Db } from '../db/open-database.js';
import { prepared } from '../db/prepared.js';

/** The SQL of the `sessions` table. */

export interface SessionRow {
  sessionPk: string;
  sessionAddress: string;
  userId: string;
  clientId: string;
  env: string;
  addressSet: string;
  sessionExpiry: number;
}

/** The session registered for an uncompressed session public key (lowercased), or undefined. */
export function findSession(db: Db, sessionPk: string): SessionRow | undefined {
  return prepared(
    db,
    `SELECT session_pk AS sessionPk, session_address AS sessionAddress, user_id AS userId, client_id AS clientId,
              env, address_set AS addressSet, session_expiry AS sessionExpiry FROM sessions WHERE session_pk = ?`,
  ).get(sessionPk.toLowerCase()) as SessionRow | undefined;
}

/** Whether a session was ever registered for this session public key (as given, not lowercased). */
export const sessionExists = (db: Db, sessionPk: string) =>
  prepared(db, 'SELECT 1 FROM sessions WHERE session_pk = ?').get(sessionPk) !== undefined;

/** Registers a session (inside the login's transaction). */
export function insertSession(db: Db, row: SessionRow & { createdAt: number }): void {
  prepared(
    db,
    'INSERT INTO sessions (session_pk, session_address, user_id, client_id, env, address_set, session_expiry, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(
    row.sessionPk,
    row.sessionAddress,
    row.userId,
    row.clientId,
    row.env,
    row.addressSet,
    row.sessionExpiry,
    row.createdAt,
  );
}

/**
 * Ends a session now (logout, docs/protocol.md §6.3): its expiry becomes `nowSec`, so §6.2 step 5 refuses its bearer
 * with `SESSION_EXPIRED` from this second on. An expiry already past is kept.
 */
export function endSessionAt(db: Db, sessionPk: string, nowSec: number): void {
  prepared(db, 'UPDATE sessions SET session_expiry = ? WHERE session_pk = ? AND session_expiry > ?').run(
    nowSec,
    sessionPk.toLowerCase(),
    nowSec,
  );
}
