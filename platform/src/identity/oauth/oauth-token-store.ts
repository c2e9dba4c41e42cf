import type { Db } from '../../db/open-database.js';
import { prepared } from '../../db/prepared.js';

/** The SQL of the `oauth_access_tokens` table: the stand-in providers' access tokens with the identity they carry. */

export type OAuthTokenProvider = 'apple' | 'twitter';

/** Stores an access token; `identity` is the JSON text of the account it stands for. */
export function insertOAuthAccessToken(
  db: Db,
  row: { token: string; provider: OAuthTokenProvider; identity: string; expiresAt: number },
): void {
  prepared(
    db,
    'INSERT INTO oauth_access_tokens (token, provider, identity, expires_at) VALUES (?, ?, ?, ?)',
  ).run(row.token, row.provider, row.identity, row.expiresAt);
}

/** A provider's access token with its identity's JSON text and expiry, or undefined. */
export const findOAuthAccessToken = (db: Db, provider: OAuthTokenProvider, token: string) =>
  prepared(db, 'SELECT identity, expires_at FROM oauth_access_tokens WHERE token = ? AND provider = ?').get(
    token,
    provider,
  ) as { identity: string; expires_at: number } | undefined;
