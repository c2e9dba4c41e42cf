import type { Db } from '../../db/open-database.js';
import { prepared } from '../../db/prepared.js';

/** The SQL of the `otp_challenges` table (one OTP token per client, channel and contact; times in ms). */

export interface OtpChallengeRow {
  token: string;
  code: string;
  issued_at: number;
  attempts: number;
}

export interface OtpTarget {
  clientId: string;
  channel: string;
  contact: string;
}

/** The live challenge of a token for this client, channel and contact. */
export const findLiveChallenge = (db: Db, token: string, target: OtpTarget) =>
  prepared(
    db,
    "SELECT token, code, issued_at, attempts FROM otp_challenges WHERE token = ? AND client_id = ? AND channel = ? AND contact = ? AND state = 'live'",
  ).get(token, target.clientId, target.channel, target.contact) as OtpChallengeRow | undefined;

/** The newest live challenge of a contact issued since `sinceMs` (any client). */
export const findNewestLiveChallenge = (db: Db, channel: string, contact: string, sinceMs: number) =>
  prepared(
    db,
    `SELECT token, code, issued_at, attempts FROM otp_challenges
       WHERE channel = ? AND contact = ? AND state = 'live' AND issued_at >= ?
       ORDER BY issued_at DESC, rowid DESC LIMIT 1`,
  ).get(channel, contact, sinceMs) as OtpChallengeRow | undefined;

export function insertChallenge(
  db: Db,
  token: string,
  target: OtpTarget,
  code: string,
  issuedAt: number,
): void {
  prepared(
    db,
    "INSERT INTO otp_challenges (token, client_id, channel, contact, code, issued_at, attempts, state) VALUES (?, ?, ?, ?, ?, ?, 0, 'live')",
  ).run(token, target.clientId, target.channel, target.contact, code, issuedAt);
}

/** A resend: a new code, issued now. */
export function reissueChallenge(db: Db, token: string, code: string, issuedAt: number): void {
  prepared(db, 'UPDATE otp_challenges SET code = ?, issued_at = ? WHERE token = ?').run(
    code,
    issuedAt,
    token,
  );
}

export function consumeChallenge(db: Db, token: string): void {
  prepared(db, "UPDATE otp_challenges SET state = 'consumed' WHERE token = ?").run(token);
}

export function setChallengeAttempts(db: Db, token: string, attempts: number, state: 'live' | 'dead'): void {
  prepared(db, 'UPDATE otp_challenges SET attempts = ?, state = ? WHERE token = ?').run(
    attempts,
    state,
    token,
  );
}
