import type { PlatformContext } from '../context.js';
import { listRevertedTransactionHashes } from '../evm/evm-records.js';
import { listFailedSignatures } from '../solana/solana-transaction-store.js';

/**
 * The transaction a FAILED order left on its chain, mined and reverted (EVM) or failed (Solana): the order keeps no
 * downstream hash, so the chains' records are asked by intent id. Empty when the order failed before any
 * transaction was mined (e.g. an insufficient balance).
 */
export function minedFailureHashes(ctx: PlatformContext, intentId: string): string[] {
  return [...listRevertedTransactionHashes(ctx.db, intentId), ...listFailedSignatures(ctx.db, intentId)];
}
