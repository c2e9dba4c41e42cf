import type { EvmChainReader } from '../evm/evm-chain-reader.js';
import type { EvmRuntime } from '../evm/evm-runtime.js';
import type { SolanaChainReader } from '../solana/solana-chain-reader.js';
import type { SolanaRuntime } from '../solana/solana-runtime.js';

/**
 * What every chain family's runtime has: the networks it runs, and its in-memory state dropped or reseeded. What
 * each runs (EVM calls, Solana instructions) is its own (`EvmRuntime`, `SolanaRuntime`).
 */
export interface ChainRuntime {
  /** Whether this runtime executes on the network (`eip155:84532`, `solana:…`). */
  handles(caip2Id: string): boolean;
  /** Drops in-memory state not yet committed (a commit failed): the next use starts from the database. */
  discardUncommitted(): Promise<void>;
  /** Back to the seeded chain (`POST /dev/reset`); the caller resets the database in the same step. */
  reset(): Promise<void>;
}

/**
 * The chains that really execute, each family with its runtime (settlement, faucet) and its reader (RPC, explorer,
 * reads). Handed to the few modules that use a chain (the settlement worker, the estimate, the faucet, the reads,
 * RPC and explorer), not carried by the context every module gets. Networks no runtime handles settle on the ledger.
 */
export interface PlatformChains {
  runtimes: ChainRuntime[];
  evmReader(caip2Id: string): EvmChainReader | undefined;
  /**
   * Runs chain work (a settlement pass, a faucet round, `/dev/reset`) with no other in flight: each executes in
   * memory then commits, so interleaving would commit another's uncommitted state.
   */
  exclusive<T>(job: () => Promise<T>): Promise<T>;
  /** The in-process EVM networks; absent on a ledger-only platform. */
  evm?: EvmRuntime;
  /** The committed state of a Solana network the platform runs (RPC, explorer). */
  solanaReader(caip2Id: string): SolanaChainReader | undefined;
  /** The in-process Solana networks; absent on a ledger-only platform. */
  solana?: SolanaRuntime;
}

/** No executing chain: every network settles on the ledger. */
export const LEDGER_ONLY: PlatformChains = {
  runtimes: [],
  evmReader: () => undefined,
  exclusive: (job) => job(),
  solanaReader: () => undefined,
};
