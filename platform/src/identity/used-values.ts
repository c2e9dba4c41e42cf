import type { Db } from '../db/open-database.js';

/** Scopes of single-use values this module records in `used_values`. */
export type UsedScope = 'login_nonce' | 'session_pk' | 'otp_body' | 'auth_token_jti';

export const isUsed = (db: Db, scope: UsedScope, value: string) =>
  db.prepare('SELECT 1 FROM used_values WHERE scope = ? AND value = ?').get(scope, value) !== undefined;

/** Records a single-use value (callers check `isUsed` first inside the same transaction). */
export function markUsed(db: Db, scope: UsedScope, value: string, nowSec: number): void {
  db.prepare('INSERT INTO used_values (scope, value, used_at) VALUES (?, ?, ?)').run(scope, value, nowSec);
}
