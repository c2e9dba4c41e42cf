import type { Logger } from 'pino';
import type { Db } from './db/open-database.js';

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

/**
 * What every module of the platform is handed: the database, the configuration, the clock and the logger. A leaf: the
 * chains are handed apart (`runtimes/platform-chains.ts`) to the modules that use them.
 */
export interface PlatformContext {
  db: Db;
  config: PlatformConfig;
  /** Milliseconds since the epoch; tests freeze it (the protocol vectors are checked at their nowMs). */
  now(): number;
  logger: Logger;
}

export const nowSeconds = (ctx: Pick<PlatformContext, 'now'>) => Math.floor(ctx.now() / 1000);
