import type { Db } from '../db/open-database.js';
import type { ExecutedSolanaTransaction } from './run-solana-transaction.js';
import { saveAccount } from './solana-account-store.js';
import { blockhashOfSlot, saveChainState } from './solana-chain-state.js';
import { saveTransaction } from './solana-transaction-store.js';

/**
 * Writes an executed transaction to the chain's tables, inside the caller's transaction: its writable accounts as
 * the runtime left them, the transaction record and the slot. (The indexed reads are indexSolanaBalances'.)
 */
export function saveSolanaTransaction(db: Db, executed: ExecutedSolanaTransaction): void {
  const { record, after } = executed;
  for (const [pubkey, account] of after) {
    saveAccount(
      db,
      record.caip2Id,
      account ?? { pubkey, lamports: 0n, owner: '', executable: false, data: new Uint8Array(0) },
    );
  }
  saveTransaction(db, record);
  saveChainState(db, record.caip2Id, {
    slot: record.slot,
    blockhash: blockhashOfSlot(record.caip2Id, record.slot),
  });
}
