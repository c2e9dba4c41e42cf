import type { OrderRow } from './order-row.js';
import type { SettleInput } from './settle-input.js';

/**
 * What executing one order on a chain produced, held in memory until the settlement pass commits it. Chains that
 * really execute (the in-process EVM and Solana runtimes) run asynchronously, while the database commit is
 * synchronous: the pass executes its due orders one after the other, then commits every outcome and its order in
 * one transaction, so a crash before the commit leaves both chain and orders as they were.
 */
export interface ExecutionOutcome {
  /** Empty when the transaction succeeded; else the reason shown in the order (e.g. `Execution reverted: …`). */
  reason: string;
  /** The downstream transaction hash (EVM) or signature (Solana); also kept for a failed transaction. */
  txHash: string;
  /** Writes the chain state, the transaction records and the indexed reads (balances, activity, NFTs). Synchronous. */
  commit(): void;
}

/** A chain family's executor (one instance per platform, holding every network of that family). */
export interface ChainRuntime {
  /** Whether this runtime executes orders on the network (`eip155:84532`, `solana:…`). */
  handles(caip2Id: string): boolean;
  /** Runs the order's intent against the in-memory chain; never touches the database. */
  execute(order: OrderRow, input: SettleInput): Promise<ExecutionOutcome>;
  /** Drops in-memory state not yet committed (the commit of a pass failed): the next pass starts from the database. */
  discardUncommitted(): Promise<void>;
  /** Back to the seeded chain (`POST /dev/reset`); the caller resets the database in the same step. */
  reset(): Promise<void>;
}
