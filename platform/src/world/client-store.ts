import type { Db } from '../db/open-database.js';
import { prepared } from '../db/prepared.js';

/** The SQL of the `clients` and `client_signers` tables. */

export interface ClientRow {
  clientId: string;
  clientSWA: `0x${string}`;
  name: string;
  active: boolean;
  /** Lowercase signer addresses. */
  signers: string[];
}

type Raw<T> = { [K in keyof T]: T[K] extends boolean ? number : T[K] };

function signersOf(db: Db, clientId: string): string[] {
  const rows = prepared(db, 'SELECT signer FROM client_signers WHERE client_id = ? ORDER BY rowid').all(
    clientId,
  );
  return (rows as { signer: string }[]).map((r) => r.signer.toLowerCase());
}

/** A client by its SWA (case-insensitive), active or not, with its signers. */
export function getClientBySwa(db: Db, clientSWA: string): ClientRow | undefined {
  const row = prepared(
    db,
    'SELECT client_id AS clientId, client_swa AS clientSWA, name, active FROM clients WHERE client_swa_key = ?',
  ).get(clientSWA.toLowerCase()) as Raw<Omit<ClientRow, 'signers'>> | undefined;
  return row && { ...row, active: row.active === 1, signers: signersOf(db, row.clientId) };
}

/** A client by id, active or not, with its signers. */
export function getClientById(db: Db, clientId: string): ClientRow | undefined {
  const row = prepared(
    db,
    'SELECT client_id AS clientId, client_swa AS clientSWA, name, active FROM clients WHERE client_id = ?',
  ).get(clientId) as Raw<Omit<ClientRow, 'signers'>> | undefined;
  return row && { ...row, active: row.active === 1, signers: signersOf(db, row.clientId) };
}

/** Inserts an active client with one signer where missing (the seed). */
export function insertClientIfMissing(
  db: Db,
  c: { clientId: string; clientSWA: string; name: string; signer: string; publicKey: string },
  nowSec: number,
): void {
  prepared(
    db,
    `INSERT INTO clients (client_id, client_swa, client_swa_key, name, active, created_at) VALUES (?, ?, ?, ?, 1, ?)
     ON CONFLICT DO NOTHING`,
  ).run(c.clientId, c.clientSWA, c.clientSWA.toLowerCase(), c.name, nowSec);
  const signer = c.signer.toLowerCase();
  // `publicKey` is read only when the row is missing: the demo client's is derived on first use.
  if (prepared(db, 'SELECT 1 FROM client_signers WHERE client_id = ? AND signer = ?').get(c.clientId, signer))
    return;
  prepared(
    db,
    'INSERT INTO client_signers (client_id, signer, public_key) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
  ).run(c.clientId, signer, c.publicKey);
}

/** Every client's signers (lowercase), active clients or not: what the paymasters on chain are told of at seed. */
export const listClientSigners = (db: Db): { clientSWA: `0x${string}`; signer: string }[] =>
  prepared(
    db,
    `SELECT c.client_swa AS clientSWA, s.signer AS signer FROM client_signers s
       JOIN clients c ON c.client_id = s.client_id ORDER BY c.created_at, s.rowid`,
  ).all() as { clientSWA: `0x${string}`; signer: string }[];
