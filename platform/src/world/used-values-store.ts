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

/**
 * The wallets (userSWA) the faucet gave the welcome NFTs to while the platform recorded that itself (the retired
 * `faucet_nfts` scope); SatchelMinter keeps it now, and a minter placed over an older one is told (place-minter.ts).
 */
export function legacyWelcomedWallets(db: Db): string[] {
  return (
    prepared(
      db,
      `SELECT u.user_swa AS wallet FROM used_values v JOIN users u ON u.user_id = v.value
       WHERE v.scope = 'faucet_nfts' ORDER BY v.rowid`,
    ).all() as { wallet: string }[]
  ).map((r) => r.wallet);
}
