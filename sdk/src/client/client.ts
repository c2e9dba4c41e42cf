import { SDK, sessionConfigSchema, VALIDATION, type LogLevel } from '@satchel/shared';
import { isKeyPair } from '../crypto/index.js';
import { ValidationError } from '../errors/index.js';
import { RequestLog } from '../logging/index.js';
import { getEnvConfig, type EnvConfig } from '../protocol/index.js';
import { platformCall, type TransportConfig } from '../transport/index.js';
import { checkCall } from './check-call.js';
import type { ClientCall } from './client-call.js';
import { resolveConfig } from './client-config.js';
import { registerInternals } from './client-internals.js';
import { requireSession } from './guards.js';
import { SessionState } from './session-state.js';
import type { SatchelClientConfig, SessionConfig, SessionListener, UserKeys } from './types.js';
import { validateInput } from './validate-input.js';

/**
 * What every action takes (viem's `Client`): the validated configuration, the transport and its request log, the
 * session, and `request`. Logins, signing, paymaster data, user operations, reads and intents are the actions
 * (`loginWithOtp(client, …)`, `getChains(client)`, `tokenTransfer(client, …)`); `SatchelClient` is this client plus
 * the Okto-named methods over them.
 * @example
 * const client: Client = new SatchelClient({ environment: 'sandbox', clientPrivateKey, clientSWA, platformUrl });
 * const chains = await getChains(client);
 */
export class Client {
  // Declared, not defined: the constructor sets each, so minified bundles skip the field list.
  declare readonly environment: EnvConfig['environment'];
  declare readonly clientSWA: string;
  declare readonly envConfig: EnvConfig;
  /** Every platform exchange of this client, secrets masked. */
  declare readonly requestLog: RequestLog;
  /** Developer console logging (masked), `silent` unless configured; switch it at any time. */
  declare logLevel: LogLevel;

  readonly #session = new SessionState();
  readonly #transport: TransportConfig;

  constructor(config: SatchelClientConfig) {
    const resolved = resolveConfig(config);
    this.requestLog = new RequestLog();
    this.environment = resolved.environment;
    this.clientSWA = resolved.clientSWA;
    this.logLevel = resolved.logLevel;
    // The configuration's platform, platformUrl and Google settings are the environment's overrides.
    this.envConfig = getEnvConfig(this.environment, resolved);
    this.#transport = {
      baseUrl: this.envConfig.apiUrl,
      fetch: resolved.fetch,
      timeoutMs: resolved.timeoutMs,
      requestLog: this.requestLog,
      logLevel: () => this.logLevel,
    };
    registerInternals(this, { session: this.#session, clientSigner: resolved.clientSigner });
  }

  get userSWA(): string | undefined {
    return this.#session.current?.userSWA;
  }

  get userKeys(): UserKeys | undefined {
    return this.#session.userKeys;
  }

  /** Whether a session is held (it may still have expired on the platform: see `verifyLogin`). */
  isLoggedIn(): boolean {
    return this.#session.current !== undefined;
  }

  /** `{sessionPrivKey, sessionPubKey, userSWA}` of the current session, or undefined. */
  getSessionConfig(): SessionConfig | undefined {
    const session = this.#session.current;
    return session ? { ...session } : undefined;
  }

  /** Restores a session (BFF, stored session); the public key must be the private key's. User keys are re-synced separately. */
  setSessionConfig(config: SessionConfig): void {
    const session = validateInput(sessionConfigSchema, config, { plain: true });
    if (!isKeyPair(session.sessionPrivKey, session.sessionPubKey)) {
      throw new ValidationError(VALIDATION.invalidSessionPubKey);
    }
    this.#session.set(session);
  }

  /** Forgets the session keys, userSWA and user keys (listeners are told, so a persisted copy is removed too). */
  sessionClear(): void {
    this.#session.clear();
  }

  /** Calls `listener(session | undefined)` on every login, restore and clear; returns the unsubscribe function. */
  onSessionChange(listener: SessionListener): () => void {
    return this.#session.subscribe(listener);
  }

  /** A fresh bearer token of the session (§6.1). */
  async getAuthorizationToken(): Promise<string> {
    return this.#session.bearer(requireSession(this, SDK.sessionKeysNotSet));
  }

  /**
   * One platform call with this client's transport, logging and bearer (`auth: true` = the session's;
   * without a session → `Session keys are not set`). Low level: prefer the actions.
   */
  async request<T>(call: ClientCall<T>): Promise<T> {
    const { auth, ...rest } = checkCall(call);
    const session = auth === true ? requireSession(this, SDK.sessionKeysNotSet) : auth || undefined;
    return platformCall(this.#transport, { ...rest, bearer: session && this.#session.bearer(session) });
  }
}
