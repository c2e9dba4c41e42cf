import type { Db } from '../../db/open-database.js';
import { prepared } from '../../db/prepared.js';

/** The SQL of the `oauth_codes` table: the stand-in providers' authorization codes, single use. */

export interface OAuthCodeRow {
  code: string;
  provider: string;
  client_id: string;
  redirect_uri: string;
  code_challenge: string | null;
  challenge_method: string | null;
  /** JSON text of the account the user picked. */
  identity: string;
  expires_at: number;
  used: number;
}

/** Stores a new, unused code. */
export function insertOAuthCode(db: Db, row: Omit<OAuthCodeRow, 'used'>): void {
  prepared(
    db,
    'INSERT INTO oauth_codes (code, provider, client_id, redirect_uri, code_challenge, challenge_method, identity, expires_at, used) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0)',
  ).run(
    row.code,
    row.provider,
    row.client_id,
    row.redirect_uri,
    row.code_challenge,
    row.challenge_method,
    row.identity,
    row.expires_at,
  );
}

/** A provider's code, used or not, or undefined. */
export const findOAuthCode = (db: Db, code: string, provider: string) =>
  prepared(db, 'SELECT * FROM oauth_codes WHERE code = ? AND provider = ?').get(code, provider) as
    OAuthCodeRow | undefined;

/** Marks a code used. */
export function markOAuthCodeUsed(db: Db, code: string): void {
  prepared(db, 'UPDATE oauth_codes SET used = 1 WHERE code = ?').run(code);
}
