import type { Logger } from 'pino';
import type { ChainRuntime } from './chain/runtime/chain-runtime.js';
import type { EvmChainReader } from './chain/runtime/evm-chain-reader.js';
import type { Db } from './db/open-database.js';
import type { EvmRuntime } from './evm/evm-runtime.js';
import type { SolanaChainReader } from './solana/solana-chain-reader.js';
import type { SolanaRuntime } from './solana/solana-runtime.js';

export interface PlatformConfig {
  port: number;
  /** SQLite file, or ':memory:'. */
  dbPath: string;
  /** Public base URL of this platform (issuer of its tokens, origin of its pages). */
  publicUrl: string;
  /** Delay before an order settles. */
  settleMs: number;
  devEndpoints: boolean;
  /** OTP sends per client per rolling 60 s (`OTP.maxSendsPerClientPerWindow` by default); 0 = no client limit. */
  otpClientMaxSends: number;
  /** Extra allowed browser origins besides any http://localhost:<port> and http://127.0.0.1:<port>. */
  allowedOrigins: string[];
  gasValues: { maxFeePerGas: string; maxPriorityFeePerGas: string };
}

/** What every module of the platform is handed: the database, the configuration, the clock and the logger. */
export interface PlatformContext {
  db: Db;
  config: PlatformConfig;
  /** Milliseconds since the epoch; tests freeze it (the protocol vectors are checked at their nowMs). */
  now(): number;
  logger: Logger;
  chains: PlatformChains;
}

/** The chains that really execute, each family with its runtime (settlement) and its reader (RPC, explorer, reads). */
export interface PlatformChains {
  runtimes: ChainRuntime[];
  evmReader(caip2Id: string): EvmChainReader | undefined;
  /**
   * Runs chain work (a settlement pass, a faucet round, `/dev/reset`) with no other in flight: each executes in
   * memory then commits, so interleaving would commit another's uncommitted state.
   */
  exclusive<T>(job: () => Promise<T>): Promise<T>;
  /** The in-process EVM networks (the faucet mints through them); absent on a ledger-only context. */
  evm?: EvmRuntime;
  /** The committed state of a Solana network the platform runs (RPC, explorer). */
  solanaReader(caip2Id: string): SolanaChainReader | undefined;
  /** The in-process Solana networks (the faucet funds through them); absent on a ledger-only context. */
  solana?: SolanaRuntime;
}

/** No executing chain: every network settles on the ledger (until the runtimes are wired in `createPlatform`). */
export const LEDGER_ONLY: PlatformChains = {
  runtimes: [],
  evmReader: () => undefined,
  exclusive: (job) => job(),
  solanaReader: () => undefined,
};

export const nowSeconds = (ctx: Pick<PlatformContext, 'now'>) => Math.floor(ctx.now() / 1000);
