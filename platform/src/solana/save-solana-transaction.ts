import type { PlatformContext } from '../context.js';
import { indexSolanaBalances } from './index-solana-balances.js';
import type { ExecutedSolanaTransaction } from './run-solana-transaction.js';
import { saveAccount } from './solana-account-store.js';
import { blockhashOfSlot, saveChainState } from './solana-chain-state.js';
import { saveTransaction } from './solana-transaction-store.js';

/**
 * Writes what an executed transaction changed, inside the caller's transaction: its writable accounts as the
 * runtime left them, the transaction record, the slot, and the indexed balances and activity.
 */
export function commitSolanaTransaction(ctx: PlatformContext, executed: ExecutedSolanaTransaction): void {
  const { record, before, after } = executed;
  for (const [pubkey, account] of after) {
    saveAccount(
      ctx.db,
      record.caip2Id,
      account ?? { pubkey, lamports: 0n, owner: '', executable: false, data: new Uint8Array(0) },
    );
  }
  saveTransaction(ctx.db, record);
  saveChainState(ctx.db, record.caip2Id, {
    slot: record.slot,
    blockhash: blockhashOfSlot(record.caip2Id, record.slot),
  });
  indexSolanaBalances(ctx, {
    caip2Id: record.caip2Id,
    before,
    after,
    intentId: record.intentId,
    txHash: record.signature,
  });
}
