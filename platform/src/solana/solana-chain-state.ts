import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import type { Db } from '../db/open-database.js';
import { base58Encode } from '@satchel/shared';
import { prepared } from '../db/prepared.js';

export interface SolanaChainState {
  slot: number;
  blockhash: string;
}

/** The blockhash of a slot: deterministic, so a restarted runtime answers as before (LiteSVM's own is random). */
export const blockhashOfSlot = (caip2Id: string, slot: number) =>
  base58Encode(sha256(utf8ToBytes(`satchel:solana-blockhash:${caip2Id.toLowerCase()}:${slot}`)));

/** The network's last committed slot, undefined before it is seeded. */
export function loadChainState(db: Db, caip2Id: string): SolanaChainState | undefined {
  return prepared(db, 'SELECT slot, blockhash FROM solana_chain_state WHERE caip_key = ?').get(
    caip2Id.toLowerCase(),
  ) as SolanaChainState | undefined;
}

/** Moves the committed slot forward (never back: outcomes of one pass commit in order). */
export function saveChainState(db: Db, caip2Id: string, state: SolanaChainState): void {
  prepared(
    db,
    `INSERT INTO solana_chain_state (caip_key, slot, blockhash) VALUES (?, ?, ?)
     ON CONFLICT (caip_key) DO UPDATE SET slot = excluded.slot, blockhash = excluded.blockhash
     WHERE excluded.slot > solana_chain_state.slot`,
  ).run(caip2Id.toLowerCase(), state.slot, state.blockhash);
}
