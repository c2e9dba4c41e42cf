import type { ClientSigner, EnvConfig } from '../protocol/index.js';
import type { PlatformCall } from '../transport/index.js';
import type { SessionState } from './session-state.js';
import type { SessionConfig } from './types.js';

/**
 * A platform call as a client makes it: `auth` true uses the session's bearer, a session object that one's.
 * @example
 * const call: ClientCall<string[]> = {
 *   method: 'GET',
 *   path: API_PATHS.tokens,
 *   auth: true,
 *   messages: { failed: (error) => `Failed: ${error}`, missing: 'Response data is missing' },
 * };
 * const tokens = await client.request(call);
 */
export type ClientCall<T> = Omit<PlatformCall<T>, 'bearer'> & { auth: boolean | SessionConfig };

/** What the login and signing flows need from their client; it holds the client signer, so it never leaves the SDK. */
export interface ClientContext {
  readonly clientSWA: string;
  readonly clientSigner: ClientSigner;
  readonly env: EnvConfig;
  readonly session: SessionState;
  request<T>(call: ClientCall<T>): Promise<T>;
  /** Console error at log level `error` and above (masked text only). */
  logError(message: string, details?: unknown): void;
}
