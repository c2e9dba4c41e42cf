import type { Express } from 'express';
import type { Logger } from 'pino';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import type { PlatformConfig, PlatformContext } from './context.js';
import { serialQueue } from './chain/serial-queue.js';
import { EvmRuntime } from './evm/evm-runtime.js';
import { retainSignaturePool } from './chain/signature-pool.js';
import { openDatabase } from './db/open-database.js';
import { devEndpointsEnabled } from './dev/dev-endpoints-enabled.js';
import { createLogger } from './http/logger.js';
import { startBackgroundWork } from './routes.js';
import { reseedAll } from './world/reseed-all.js';
import { createSolanaChains } from './solana/solana-chains.js';

export interface PlatformOptions extends Partial<PlatformConfig> {
  /**
   * Interface the platform is (to be) served on, default 127.0.0.1. Without an explicit `devEndpoints`, `/dev/*` is
   * on only for a loopback interface.
   */
  host?: string;
  /** Clock in milliseconds; tests freeze it. Default `Date.now`. */
  now?: () => number;
  /** Default: a pino logger at `logLevel`. */
  logger?: Logger;
  /** Level of the default logger; default `silent` (main.ts passes LOG_LEVEL). */
  logLevel?: string;
  /** Run the settlement worker (default true). */
  worker?: boolean;
  /**
   * With `dbPath` `:memory:`: start from a copy of this serialized seeded database (`buildSeedImage`) instead of
   * seeding an empty one, as a restart on it would.
   */
  seedImage?: Uint8Array;
}

export interface Platform {
  app: Express;
  ctx: PlatformContext;
  /** Stops the worker and closes the database. */
  close(): Promise<void>;
}

/**
 * The configuration: built-in defaults (as `loadConfig({})`) overridden by the options given; dev endpoints as
 * given, else on only when `host` is a loopback interface.
 */
export function resolveConfig(options: Partial<PlatformConfig>, host = '127.0.0.1'): PlatformConfig {
  const { logLevel: _ignored, ...defaults } = loadConfig({});
  const config: PlatformConfig = {
    ...defaults,
    devEndpoints: devEndpointsEnabled(options.devEndpoints, host),
  };
  for (const [key, value] of Object.entries(options)) {
    if (value !== undefined && key in defaults) (config as unknown as Record<string, unknown>)[key] = value;
  }
  if (options.publicUrl === undefined && options.port !== undefined)
    config.publicUrl = `http://localhost:${options.port}`;
  return config;
}

/**
 * Opens (and migrates) the database, seeds the world where missing, builds the app and starts the settlement worker.
 * Does not listen: `startPlatform` does.
 */
export function createPlatform(options: PlatformOptions = {}): Platform {
  const { now, logger, logLevel, worker, host, seedImage, ...configOptions } = options;
  const config = resolveConfig(configOptions, host);
  const db = openDatabase(config.dbPath, seedImage);
  const ctx: PlatformContext = {
    db,
    chains: {
      runtimes: [],
      evmReader: () => undefined,
      solanaReader: () => undefined,
      exclusive: serialQueue(),
    },
    config,
    now: now ?? Date.now,
    logger: logger ?? createLogger(logLevel ?? 'silent'),
  };
  try {
    reseedAll(ctx);
    // The EVM chains load from the database and seed themselves in the background; everything using them waits.
    const evm = new EvmRuntime(ctx);
    ctx.chains.evm = evm;
    ctx.chains.runtimes.push(evm);
    ctx.chains.evmReader = (caip2Id) => evm.readers.get(caip2Id.toLowerCase());
    const solana = createSolanaChains(ctx);
    ctx.chains.solana = solana.runtime;
    ctx.chains.runtimes.push(solana.runtime);
    ctx.chains.solanaReader = solana.solanaReader;
    const app = createApp(ctx);
    const background = worker === false ? { stop: async () => {} } : startBackgroundWork(ctx);
    const releasePool = retainSignaturePool();
    let closed = false;
    return {
      app,
      ctx,
      async close() {
        if (closed) return;
        closed = true;
        await background.stop();
        await ctx.chains.exclusive(() => evm.ready()).catch(() => undefined);
        releasePool();
        db.close();
      },
    };
  } catch (error) {
    db.close();
    throw error;
  }
}
