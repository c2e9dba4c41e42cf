import { address, type Address } from '@solana/kit';
import { nowSeconds, type PlatformContext } from '../context.js';
import { findClientNetwork } from '../world/network-store.js';
import type { ChainRuntime, ExecutionOutcome } from '../chains/chain-runtime.js';
import type { OrderRow } from '../chains/order-row.js';
import type { SettleInput } from '../chains/settle-input.js';
import { SettlementFailure } from '../chains/settlement-failure.js';
import { base58 } from './base58.js';
import { commitSolanaTransaction } from './commit-solana-transaction.js';
import { rawInstructions, tokenTransferInstructions } from './order-instructions.js';
import { lamportsToSol } from './lamports-to-sol.js';
import {
  runSolanaTransaction,
  transactionFee,
  type ExecutedSolanaTransaction,
  type SolanaTransactionInput,
} from './run-solana-transaction.js';
import { loadSolanaChain, type SolanaChain } from './solana-chain.js';
import { isSolanaNetwork, PLATFORM_SOLANA_ACCOUNT, SOLANA_NETWORKS } from './solana-constants.js';
import { failureReason } from './solana-error.js';
import { solanaSignature } from './solana-signature.js';

export interface SolanaRuntime extends ChainRuntime {
  /** The network's in-memory chain (loaded from the database on first use). */
  chain(caip2Id: string): SolanaChain;
  /**
   * Executes platform instructions (the faucet); call it inside `chains.exclusive` and commit the outcome in
   * that job (or discard). No instructions: nothing runs.
   */
  executePlatform(
    caip2Id: string,
    build: (chain: SolanaChain) => Promise<SolanaTransactionInput>,
  ): Promise<ExecutionOutcome | undefined>;
  /**
   * The fee, in lamports, the user's account pays for an order on a network without sponsorship (its
   * instructions paid by the user); undefined when the order cannot be built (it would fail).
   */
  intentFee(
    caip2Id: string,
    intentType: string,
    payload: Record<string, unknown>,
    owner: string,
  ): bigint | undefined;
}

type OrderInstructions = Pick<SolanaTransactionInput, 'instructions' | 'recorded'>;

/**
 * An order's instructions (TOKEN_TRANSFER as System/SPL instructions, a new recipient account paid by the fee payer;
 * RAW_TRANSACTION as given), else SettlementFailure.
 */
function orderInstructions(
  solana: SolanaChain,
  intentType: string,
  payload: Record<string, unknown>,
  owner: Address,
  feePayer: Address,
): OrderInstructions {
  if (intentType === 'TOKEN_TRANSFER')
    return { instructions: tokenTransferInstructions(solana, payload, owner, feePayer) };
  if (intentType === 'RAW_TRANSACTION') return rawInstructions(payload, owner);
  throw new SettlementFailure(`${intentType} is not supported on ${solana.caip2Id}`);
}

/** The FAILED reason of an order whose user cannot pay its fee. */
const feeReason = (owner: string, fee: bigint, balance: bigint) =>
  `Insufficient SOL for fees: the transaction's fee is ${lamportsToSol(fee)} SOL and the account ${owner} has ` +
  `${lamportsToSol(balance)} SOL; add SOL to it (on a test network, the faucet) and try again`;

/**
 * The Solana `ChainRuntime`: one LiteSVM per seeded Solana network. Executing an order runs its transaction in
 * memory (TOKEN_TRANSFER as System/SPL instructions, RAW_TRANSACTION as given); the fee is paid by the platform
 * account where the client sponsors the network, else by the user's account; its outcome's `commit()` writes
 * the accounts, the transaction and the indexed reads with the order (outcomes commit in the order they ran, in one
 * `chains.exclusive` job). Discarding reloads every network from the database.
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
      const owner = address(input.user.solanaAddress);
      const sponsored =
        findClientNetwork(ctx.db, order.client_id, order.caip_id)?.sponsorshipEnabled === true;
      const feePayer = sponsored ? PLATFORM_SOLANA_ACCOUNT : owner;
      let built: OrderInstructions;
      try {
        built = orderInstructions(solana, order.intent_type, input.payload, owner, feePayer);
      } catch (error) {
        if (error instanceof SettlementFailure) return refused(error.message, txHash);
        throw error;
      }
      if (!sponsored) {
        const fee = transactionFee(built.instructions, feePayer);
        const balance = solana.getAccount(owner)?.lamports ?? 0n;
        if (balance < fee) return refused(feeReason(owner, fee, balance), txHash);
      }
      const nowSec = nowSeconds(ctx);
      return outcomeOf(
        runSolanaTransaction(solana, {
          ...built,
          feePayer,
          seed: order.intent_id,
          intentId: order.intent_id,
          nowSec,
        }),
      );
    },
    async executePlatform(caip2Id, build) {
      const built = await build(chain(caip2Id));
      if (built.instructions.length === 0) return undefined;
      return outcomeOf(runSolanaTransaction(chain(caip2Id), built));
    },
    intentFee(caip2Id, intentType, payload, owner) {
      let user: Address;
      try {
        user = address(owner);
      } catch {
        return undefined;
      }
      try {
        return transactionFee(
          orderInstructions(chain(caip2Id), intentType, payload, user, user).instructions,
          user,
        );
      } catch (error) {
        if (error instanceof SettlementFailure) return undefined;
        throw error;
      }
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
