import type { ChildProcess } from 'node:child_process';
import type { RunningPlatform, StartOptions } from '@satchel/platform';

/** The repository's root. */
export declare const ROOT: string;

/** An unused TCP port on 127.0.0.1. */
export declare function freePort(): Promise<number>;

/**
 * A real HTTP server answering every request with the platform's 404 envelope (docs/protocol.md §3.3): a platform
 * without a route, as a hosted one may be without logout (§6.3).
 */
export declare function startNotFoundServer(): Promise<{ url: string; close(): Promise<void> }>;

/**
 * Until when the user's account on the sandbox chain accepts the session's key (docs/accounts.md
 * `sessionValidUntil`, 0 = not at all), read by viem through the platform's JSON-RPC endpoint.
 */
export declare function sessionValidUntil(
  platformUrl: string,
  session: { userSWA: string; sessionPubKey: string },
): Promise<number>;

/** One entry of the platform's dev inbox (docs/protocol.md §17.3). */
export interface DevCode {
  contact: string;
  channel: 'email' | 'whatsapp';
  token: string;
  otp: string;
  expires_at: number;
  attempts_left: number;
}

/**
 * The live code the platform's dev inbox holds for a contact; asks again for up to `waitMs` (default 3 s) while
 * there is none yet, then fails.
 */
export declare function readDevCode(
  platformUrl: string,
  contact: string,
  options?: { waitMs?: number },
): Promise<DevCode>;

/**
 * The platform's seed image for the clock `now`, kept in `dir` (one per seeding second, never one dated after the
 * clock), built there by one process at a time when there is none.
 */
export declare function seedImageFor(dir: string, now: () => number): Promise<Uint8Array>;

/** What `ready` finds, else what `build` makes, built by one process at a time (a lock file at `lockPath`). */
export declare function buildLocked<T>(
  lockPath: string,
  ready: () => T | undefined,
  build: () => Promise<T>,
): Promise<T>;

/** A platform in this process: `@satchel/platform`'s options, plus the test's clock and database file. */
export interface PlatformOptions extends StartOptions {
  service?: undefined;
  /** With an in-memory database and no `seedImage`: keep the seed image here (default `SATCHEL_SEED_IMAGE_DIR`). */
  seedImageDir?: string;
  /** Freeze the clock at this instant (ms). Without it the real clock runs (setNow/advance then offset it). */
  nowMs?: number;
  /** A database file in a fresh temp directory (removed on close unless `keepFile`), for restart tests. */
  file?: boolean;
  keepFile?: boolean;
}

export interface TestPlatform extends RunningPlatform {
  /** Move the clock the platform reads (frozen: to/by that; real: offset it). */
  setNow(ms: number): void;
  advance(ms: number): void;
  /** `:memory:` or the database file. */
  dbPath: string;
}

/** The platform as a service in a child process: its build (`platform/dist/main.js`) or its sources (tsx). */
export interface ServicePlatformOptions {
  service: 'built' | 'sources';
  settleMs?: number;
  /** A database file; a temp one (removed on close) by default. */
  dbPath?: string;
  /** More of the service's environment (PLATFORM_*, LOG_LEVEL). */
  env?: Record<string, string>;
}

export interface ServicePlatform {
  url: string;
  port: number;
  dbPath: string;
  /** What the service printed (its last 200 chunks). */
  output(): string;
  close(): Promise<void>;
}

/** The real platform for a test on a free port: in this process by default, a child process with `service`. */
export declare function startPlatform(options: ServicePlatformOptions): Promise<ServicePlatform>;
export declare function startPlatform(options?: PlatformOptions): Promise<TestPlatform>;

export interface Stack {
  platformUrl: string;
  apiUrl?: string;
  clientUrl?: string;
  stop(): Promise<void>;
}

/** The BUILT platform, and on request the BFF and the demo, on free ports with a fresh database. */
export declare function startStack(options?: {
  server?: boolean;
  client?: boolean;
  settleMs?: number;
}): Promise<Stack>;

export interface Service {
  name: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/** Starts `node <script>` with extra env; its output is kept (printed too with E2E_VERBOSE). */
export declare function spawnService(name: string, script: string, env: Record<string, string>): Service;

/** Polls `url` until it answers 200, failing with the service's output after `timeoutMs`. */
export declare function waitForHealthy(url: string, service: Service, timeoutMs?: number): Promise<void>;
