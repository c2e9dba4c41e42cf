import type { PlatformContext } from '../context.js';

/**
 * The transaction a FAILED order left on its chain, mined and reverted (EVM) or failed (Solana): the order keeps no
 * downstream hash, so the chains' records are asked by intent id. Empty when the order failed before any
 * transaction was mined (e.g. an insufficient balance).
 */
export function minedFailureHashes(ctx: PlatformContext, intentId: string): string[] {
  const evm = ctx.db
    .prepare(`SELECT hash FROM evm_transactions WHERE intent_id = ? AND status = 'reverted'`)
    .all(intentId) as { hash: string }[];
  const solana = ctx.db
    .prepare(`SELECT signature AS hash FROM solana_transactions WHERE intent_id = ? AND status = 'failed'`)
    .all(intentId) as { hash: string }[];
  return [...evm, ...solana].map((row) => row.hash);
}
