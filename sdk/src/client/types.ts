import type { Environment, LogLevel, PlatformName } from '@satchel/shared';
import type { ClientSigner } from '../protocol/index.js';

/**
 * `new SatchelClient(config)` (docs/protocol.md §2.2).
 * @example
 * const config: SatchelClientConfig = { environment: 'sandbox', clientPrivateKey, clientSWA, platformUrl: 'http://localhost:4000' };
 * const client = new SatchelClient(config);
 */
export interface SatchelClientConfig {
  /** Default `production`. */
  environment?: Environment;
  /**
   * `satchel` (default): Satchel's address set, at `platformUrl`, which it requires (no hosted Satchel platform
   * exists). `okto`: Okto's hosted platform of the environment (its hosts, addresses and gasFees packing);
   * `platformUrl` still overrides the hosts (e.g. the local platform, which accepts Okto's address set).
   */
  platform?: PlatformName;
  /**
   * `0x` + 64 hex: signs OTP requests, the session and paymaster data. Never logged. Or give `clientSigner`;
   * undefined with no `clientSigner` is refused with `clientPrivateKey (or clientSigner) is undefined…`.
   */
  clientPrivateKey?: string;
  /**
   * Instead of `clientPrivateKey` (exactly one of the two): signs the same payloads without the SDK holding the key,
   * e.g. viem's `privateKeyToAccount(key)` or `createRemoteClientSigner` (`@satchel/sdk/remote-signer`).
   */
  clientSigner?: ClientSigner;
  /**
   * The client's smart wallet address. `undefined` (a variable read from an unset environment variable) is refused
   * with `clientSWA is undefined…`, naming the field.
   */
  clientSWA: string | undefined;
  /** Platform base URL (local platform or a proxy); required on `satchel`, default Okto's hosts on `okto`. */
  platformUrl?: string;
  /** Google authorize endpoint; default Google's. */
  googleAuthUrl?: string;
  googleClientId?: string;
  /**
   * Developer console logging (masked), default `silent`: nothing is printed. `error` prints network failures and
   * the client's own errors; `warn` adds answers of 400 and above; `info` one line per answer; `debug` every
   * request and answer with headers, bodies and a cURL command (sdk/README.md "Logging").
   */
  logLevel?: LogLevel;
  /** `fetch` to use; default the runtime's. */
  fetch?: typeof fetch;
  /** Per-request timeout; default 30000 ms. */
  timeoutMs?: number;
}

/**
 * The session an SDK holds (§5.1), key order `{sessionPrivKey, sessionPubKey, userSWA}`.
 * @example
 * // Persist the session yourself and hand it back on the next start.
 * const saved: SessionConfig | undefined = client.getSessionConfig();
 * if (saved) otherClient.setSessionConfig(saved);
 */
export interface SessionConfig {
  sessionPrivKey: string;
  sessionPubKey: string;
  userSWA: string;
}

/**
 * `GET /user-keys` data (§13.4).
 * @example
 * const keys: UserKeys = await client.syncUserKeys();
 * console.log(keys.ecdsaKeyId, keys.eddsaKeyId);
 */
export interface UserKeys {
  userId: string;
  userSWA: string;
  ecdsaPublicKey: string;
  eddsaPublicKey: string;
  ecdsaKeyId: string;
  eddsaKeyId: string;
}

/**
 * Authenticate data (§7.5), camel-cased.
 * @example
 * const result: AuthenticateResult | RpcError = await client.authenticate({ idToken, provider: 'google' });
 * if (!(result instanceof RpcError)) console.log(result.sessionExpiry);
 */
export interface AuthenticateResult {
  userSWA: string;
  nonce: string;
  clientSWA: string;
  sessionExpiry: number;
}

/**
 * Called with the new session on every login, restore and clear (`undefined` once cleared).
 * @example
 * const listener: SessionListener = (session) => console.log(session ? `in as ${session.userSWA}` : 'logged out');
 * const stop = client.onSessionChange(listener);
 */
export type SessionListener = (session: SessionConfig | undefined) => void;
