import type { Db } from '../db/open-database.js';
import { getClientBySwa } from '../world/client-store.js';

export interface ClientRecord {
  clientId: string;
  /** As registered. */
  clientSWA: `0x${string}`;
  /** Authorised signer addresses, lowercase. */
  signers: string[];
}

/** The active client whose SWA this is (case-insensitive), with its signers; undefined when unknown or inactive. */
export function findActiveClient(db: Db, clientSWA: string): ClientRecord | undefined {
  const client = getClientBySwa(db, clientSWA);
  if (!client?.active) return undefined;
  return { clientId: client.clientId, clientSWA: client.clientSWA, signers: client.signers };
}
