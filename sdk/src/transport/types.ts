import type { LogLevel } from '@satchel/shared';
import type { RequestLog } from '../logging/index.js';

/**
 * What every platform call needs from its client (the remote signer builds one for its BFF).
 * @example
 * const config: TransportConfig = { baseUrl, fetch, timeoutMs: 10_000, requestLog, logLevel: () => 'silent' };
 */
export interface TransportConfig {
  /** API base URL without a trailing `/` (§2.2). */
  baseUrl: string;
  fetch: typeof fetch;
  timeoutMs: number;
  requestLog: RequestLog;
  /** The console log level (default `silent`); read at each call so it can be switched at run time. */
  logLevel: () => LogLevel;
}

/**
 * The two messages of a call (docs/protocol.md §4): on error (`{error}` filled in) and on missing data.
 * @example
 * const messages: CallMessages = { failed: (error) => `Failed to load badges: ${error}`, missing: 'Response data is missing' };
 */
export interface CallMessages {
  /** The message of a failure, given the platform's error text. */
  failed: (error: string) => string;
  missing: string;
}

/**
 * One platform call. `path` is appended to the base URL, query included.
 * @example
 * const call: PlatformCall<GasValues> = { method: 'GET', path: API_PATHS.gasValues, bearer, messages };
 */
export interface PlatformCall<T> {
  method: 'GET' | 'POST';
  path: string;
  /** JSON value (serialised with `JSON.stringify`) or already serialised JSON text. */
  body?: unknown;
  /** `Bearer <token>` value, for authenticated calls. */
  bearer?: string | undefined;
  messages: CallMessages;
  /** Picks the answer out of the camel-cased `data`; `undefined`/`null` → the missing message. */
  pick?: (data: any) => T | undefined;
}
