import type { ChainRuntime } from '../chains/chain-runtime.js';
import type { EvmChainReader } from '../chains/evm-chain-reader.js';
import type { EvmRuntime } from '../evm/evm-runtime.js';
import type { SolanaChainReader } from '../solana/solana-chain-reader.js';
import type { SolanaRuntime } from '../solana/solana-runtime.js';

/**
 * The chains that really execute, each family with its runtime (settlement) and its reader (RPC, explorer, reads).
 * Handed to the few modules that use a chain (the settlement worker, the faucet, the reads, RPC and explorer), not
 * carried by the context every module gets.
 */
export interface PlatformChains {
  runtimes: ChainRuntime[];
  evmReader(caip2Id: string): EvmChainReader | undefined;
  /**
   * Runs chain work (a settlement pass, a faucet round, `/dev/reset`) with no other in flight: each executes in
   * memory then commits, so interleaving would commit another's uncommitted state.
   */
  exclusive<T>(job: () => Promise<T>): Promise<T>;
  /** The in-process EVM networks (the faucet mints through them); absent on a ledger-only platform. */
  evm?: EvmRuntime;
  /** The committed state of a Solana network the platform runs (RPC, explorer). */
  solanaReader(caip2Id: string): SolanaChainReader | undefined;
  /** The in-process Solana networks (the faucet funds through them); absent on a ledger-only platform. */
  solana?: SolanaRuntime;
}

/** No executing chain: every network settles on the ledger. */
export const LEDGER_ONLY: PlatformChains = {
  runtimes: [],
  evmReader: () => undefined,
  exclusive: (job) => job(),
  solanaReader: () => undefined,
};
