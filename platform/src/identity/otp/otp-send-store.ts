import type { Db } from '../../db/open-database.js';
import { prepared } from '../../db/prepared.js';

/** The SQL of the `otp_sends` table: one row per accepted OTP send (times in ms). */

/** Send times of a contact after `afterMs`, oldest first. */
export const listContactSends = (db: Db, contact: string, afterMs: number) =>
  prepared(
    db,
    'SELECT sent_at_ms FROM otp_sends WHERE contact = ? AND sent_at_ms > ? ORDER BY sent_at_ms ASC',
  ).all(contact, afterMs);

/** Send times of a client after `afterMs`, oldest first. */
export const listClientSends = (db: Db, clientId: string, afterMs: number) =>
  prepared(
    db,
    'SELECT sent_at_ms FROM otp_sends WHERE client_id = ? AND sent_at_ms > ? ORDER BY sent_at_ms ASC',
  ).all(clientId, afterMs);

export function insertSend(db: Db, contact: string, clientId: string, sentAtMs: number): void {
  prepared(db, 'INSERT INTO otp_sends (contact, client_id, sent_at_ms) VALUES (?, ?, ?)').run(
    contact,
    clientId,
    sentAtMs,
  );
}
