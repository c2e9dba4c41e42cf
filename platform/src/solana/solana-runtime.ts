import type { PlatformContext } from '../context.js';
import { SettlementFailure } from '../errors/settlement-failure.js';
import { lamportsToSol } from './lamports-to-sol.js';
import {
  runSolanaTransaction,
  transactionFee,
  type ExecutedSolanaTransaction,
  type SolanaTransactionInput,
} from './run-solana-transaction.js';
import { loadSolanaChain, type SolanaChain } from './solana-chain.js';
import { isSolanaNetwork, PLATFORM_SOLANA_ACCOUNT, SOLANA_NETWORKS } from './solana-constants.js';

export interface SolanaRuntime {
  handles(caip2Id: string): boolean;
  /** The network's in-memory chain (loaded from the database on first use). */
  chain(caip2Id: string): SolanaChain;
  /**
   * Runs instructions as one transaction on the network's chain, in memory, and answers what it did (a failed
   * transaction too: its record says why); the caller commits it. A fee payer who cannot pay the fee throws
   * SettlementFailure: nothing runs.
   */
  send(caip2Id: string, transaction: SolanaTransactionInput): ExecutedSolanaTransaction;
  /** Drops what was executed and not committed: the next use loads every network from the database. */
  discardUncommitted(): Promise<void>;
  /** Back to the seeded chains (`POST /dev/reset`); the caller resets the database in the same step. */
  reset(): Promise<void>;
}

/** The reason of a transaction whose fee payer cannot pay its fee. */
const feeReason = (payer: string, fee: bigint, balance: bigint) =>
  `Insufficient SOL for fees: the transaction's fee is ${lamportsToSol(fee)} SOL and the account ${payer} has ` +
  `${lamportsToSol(balance)} SOL; add SOL to it (on a test network, the faucet) and try again`;

/**
 * The in-process Solana networks, one LiteSVM each: they run the instructions they are given, paid by the fee
 * payer named (the platform account by default), and know no orders. Discarding reloads every network from the
 * database.
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

  return {
    handles: isSolanaNetwork,
    chain,
    send(caip2Id, transaction) {
      const solana = chain(caip2Id);
      const payer = transaction.feePayer ?? PLATFORM_SOLANA_ACCOUNT;
      const fee = transactionFee(transaction.instructions, payer);
      const balance = solana.getAccount(payer)?.lamports ?? 0n;
      if (balance < fee) throw new SettlementFailure(feeReason(payer, fee, balance));
      return runSolanaTransaction(solana, transaction);
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
