import type { Express } from 'express';
import type { Logger } from 'pino';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import type { PlatformConfig, PlatformContext } from './context.js';
import { openDatabase } from './db/open-database.js';
import { devEndpointsEnabled } from './dev/dev-endpoints-enabled.js';
import { createLogger } from './http/logger.js';
import { startBackgroundWork } from './routes.js';
import { reseedAll } from './world/reseed-all.js';
import { createPlatformChains } from './runtimes/create-platform-chains.js';
import type { PlatformChains } from './runtimes/platform-chains.js';

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
  /** The chains it executes (RPC readers, the runtimes). */
  chains: PlatformChains;
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
    config,
    now: now ?? Date.now,
    logger: logger ?? createLogger(logLevel ?? 'silent'),
  };
  try {
    reseedAll(ctx);
    // The EVM chains load from the database and seed themselves in the background; everything using them waits.
    const chains = createPlatformChains(ctx);
    const app = createApp(ctx, chains);
    const background = worker === false ? { stop: async () => {} } : startBackgroundWork(ctx, chains);
    let closed = false;
    return {
      app,
      ctx,
      chains,
      async close() {
        if (closed) return;
        closed = true;
        await background.stop();
        await chains.exclusive(() => chains.evm.ready()).catch(() => undefined);
        db.close();
      },
    };
  } catch (error) {
    db.close();
    throw error;
  }
}
