import type { Db } from '../db/open-database.js';

export interface ClientRecord {
  clientId: string;
  /** As registered. */
  clientSWA: `0x${string}`;
  /** Authorised signer addresses, lowercase. */
  signers: string[];
}

/** The active client whose SWA this is (case-insensitive), with its signers; undefined when unknown or inactive. */
export function findActiveClient(db: Db, clientSWA: string): ClientRecord | undefined {
  const row = db
    .prepare('SELECT client_id, client_swa FROM clients WHERE client_swa_key = ? AND active = 1')
    .get(clientSWA.toLowerCase()) as { client_id: string; client_swa: `0x${string}` } | undefined;
  if (!row) return undefined;
  const signers = (
    db.prepare('SELECT signer FROM client_signers WHERE client_id = ?').all(row.client_id) as {
      signer: string;
    }[]
  ).map((s) => s.signer.toLowerCase());
  return { clientId: row.client_id, clientSWA: row.client_swa, signers };
}
