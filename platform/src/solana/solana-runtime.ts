import { address } from '@solana/kit';
import { nowSeconds, type PlatformContext } from '../context.js';
import type { ChainRuntime, ExecutionOutcome } from '../chains/chain-runtime.js';
import type { OrderRow } from '../chains/order-row.js';
import type { SettleInput } from '../chains/settle-input.js';
import { SettlementFailure } from '../chains/settlement-failure.js';
import { base58 } from './base58.js';
import { commitSolanaTransaction } from './commit-solana-transaction.js';
import { rawInstructions, tokenTransferInstructions } from './order-instructions.js';
import {
  runSolanaTransaction,
  type ExecutedSolanaTransaction,
  type SolanaTransactionInput,
} from './run-solana-transaction.js';
import { loadSolanaChain, type SolanaChain } from './solana-chain.js';
import { isSolanaNetwork, SOLANA_NETWORKS } from './solana-constants.js';
import { failureReason } from './solana-error.js';
import { solanaSignature } from './solana-signature.js';

export interface SolanaRuntime extends ChainRuntime {
  /** The network's in-memory chain (loaded from the database on first use). */
  chain(caip2Id: string): SolanaChain;
  /**
   * Executes platform instructions (the faucet); call it inside `ctx.chains.exclusive` and commit the outcome in
   * that job (or discard). No instructions: nothing runs.
   */
  executePlatform(
    caip2Id: string,
    build: (chain: SolanaChain) => Promise<SolanaTransactionInput>,
  ): Promise<ExecutionOutcome | undefined>;
}

/**
 * The Solana `ChainRuntime`: one LiteSVM per seeded Solana network. Executing an order runs its transaction in
 * memory (TOKEN_TRANSFER as System/SPL instructions, RAW_TRANSACTION as given); its outcome's `commit()` writes
 * the accounts, the transaction and the indexed reads with the order (outcomes commit in the order they ran, in one
 * `ctx.chains.exclusive` job). Discarding reloads every network from the database.
 */
export function createSolanaRuntime(ctx: PlatformContext): SolanaRuntime {
  const chains = new Map<string, SolanaChain>();

  const chain = (caip2Id: string) => {
    const key = caip2Id.toLowerCase();
    let loaded = chains.get(key);
    if (!loaded) {
      const caip = SOLANA_NETWORKS.find((id) => id.toLowerCase() === key) ?? caip2Id;
      loaded = loadSolanaChain(ctx, caip);
      chains.set(key, loaded);
    }
    return loaded;
  };

  const outcomeOf = (executed: ExecutedSolanaTransaction): ExecutionOutcome => {
    const { record } = executed;
    return {
      reason: record.status === 'success' ? '' : failureReason(record.error ?? 'unknown error', record.logs),
      txHash: record.signature,
      commit: () => commitSolanaTransaction(ctx, executed),
    };
  };

  /** An order that fails before reaching the runtime (bad address, forged signer): nothing to commit. */
  const refused = (reason: string, txHash: string): ExecutionOutcome => ({ reason, txHash, commit() {} });

  return {
    handles: isSolanaNetwork,
    chain,
    async execute(order: OrderRow, input: SettleInput) {
      const txHash = base58(solanaSignature(order.intent_id));
      const solana = chain(order.caip_id);
      let built: SolanaTransactionInput;
      try {
        const owner = address(input.user.solanaAddress);
        const nowSec = nowSeconds(ctx);
        const base = { seed: order.intent_id, intentId: order.intent_id, nowSec };
        if (order.intent_type === 'TOKEN_TRANSFER')
          built = { ...base, instructions: tokenTransferInstructions(solana, input.payload, owner) };
        else if (order.intent_type === 'RAW_TRANSACTION')
          built = { ...base, ...rawInstructions(input.payload, owner) };
        else throw new SettlementFailure(`${order.intent_type} is not supported on ${order.caip_id}`);
      } catch (error) {
        if (error instanceof SettlementFailure) return refused(error.message, txHash);
        throw error;
      }
      return outcomeOf(runSolanaTransaction(solana, built));
    },
    async executePlatform(caip2Id, build) {
      const built = await build(chain(caip2Id));
      if (built.instructions.length === 0) return undefined;
      return outcomeOf(runSolanaTransaction(chain(caip2Id), built));
    },
    async discardUncommitted() {
      chains.clear();
    },
    /** After the database was wiped (`/dev/reset`): every network seeded again, in memory and in the database. */
    async reset() {
      chains.clear();
      for (const id of SOLANA_NETWORKS) chain(id);
    },
  };
}
