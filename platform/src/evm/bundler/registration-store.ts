import type { Db } from '../../db/open-database.js';
import { prepared } from '../../db/prepared.js';

/**
 * The SQL of `chain_registrations` (migration 007): what the executor registered on an environment chain, so each
 * registration is made once (at login, or at the first bundle of a session or client the login did not register)
 * and one removed on chain stays removed. `contract` is the account or paymaster, `registrant` the session key or
 * `clientSWA:signer`, all lowercase.
 */
export interface Registration {
  chainId: number;
  contract: string;
  registrant: string;
}

export const isRegistered = (db: Db, r: Registration): boolean =>
  prepared(
    db,
    'SELECT 1 FROM chain_registrations WHERE chain_id = ? AND contract = ? AND registrant = ?',
  ).get(r.chainId, r.contract.toLowerCase(), r.registrant.toLowerCase()) !== undefined;

export function recordRegistration(db: Db, r: Registration, nowSec: number): void {
  prepared(
    db,
    'INSERT OR IGNORE INTO chain_registrations (chain_id, contract, registrant, registered_at) VALUES (?, ?, ?, ?)',
  ).run(r.chainId, r.contract.toLowerCase(), r.registrant.toLowerCase(), nowSec);
}
