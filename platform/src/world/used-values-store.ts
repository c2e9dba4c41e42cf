import type { Db } from '../db/open-database.js';
import { prepared } from '../db/prepared.js';

/** The SQL of the `used_values` table: values accepted once per scope (nonces, token ids, request bodies). */

export type UsedScope =
  'login_nonce' | 'session_pk' | 'otp_body' | 'auth_token_jti' | 'sign_transaction_id' | 'sign_job_id';

export const isUsed = (db: Db, scope: UsedScope, value: string) =>
  prepared(db, 'SELECT 1 FROM used_values WHERE scope = ? AND value = ?').get(scope, value) !== undefined;

/** Records a single-use value (callers check `isUsed` first inside the same transaction). */
export function markUsed(db: Db, scope: UsedScope, value: string, nowSec: number): void {
  prepared(db, 'INSERT INTO used_values (scope, value, used_at) VALUES (?, ?, ?)').run(scope, value, nowSec);
}

/** Records a single-use value unless it is already recorded (no check needed first). */
export function markUsedIfNew(db: Db, scope: UsedScope, value: string, nowSec: number): void {
  prepared(db, 'INSERT INTO used_values (scope, value, used_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').run(
    scope,
    value,
    nowSec,
  );
}
