import {
  authDataSchema,
  platformAuthDataSchema,
  SDK,
  sessionConfigSchema,
  VALIDATION,
  type LogLevel,
  type OtpMethod,
} from '@satchel/shared';
import { isKeyPair } from '../crypto/index.js';
import { RpcError, SatchelError, ValidationError } from '../errors/index.js';
export type { OpenAuthWindow };
import { consoleLogger, RequestLog } from '../logging/index.js';
import { getEnvConfig, type EnvConfig, type SignedUserOperation } from '../protocol/index.js';
import { platformCall, type TransportConfig } from '../transport/index.js';
import { resolveConfig, type ResolvedConfig } from './client-config.js';
import type { ClientCall, ClientContext } from './client-context.js';
import { checkCall } from './check-call.js';
import { requireLoggedOut, requireSession } from './guards.js';
import { requireSocialProvider, socialIdToken, type OpenAuthWindow } from './login/social-id-token.js';
import type { LoginSuccess } from './login/login-with-id-token.js';
import { otpLogin } from './login/otp-login.js';
import { idTokenLogin } from './login/id-token-login.js';
import { otpCall, validateOtpContact, type OtpSendResult, type OtpVerifyResult } from './login/otp-call.js';
import { SessionState } from './session-state.js';
import { signUserMessage, signUserTypedData } from './sign/sign-user-message.js';
import { executeUserOperation, signUserOperation } from './sign/user-operation.js';
import { validateInput } from './validate-input.js';
import { paymasterData, paymasterDataAt, type PaymasterDataInput } from './paymaster-data.js';
import { fetchUserKeys } from './session-calls.js';
import { sessionMatches } from './session-matches.js';
import type {
  AuthenticateResult,
  SatchelClientConfig,
  SessionConfig,
  SessionListener,
  UserKeys,
} from './types.js';

/**
 * The Satchel client: configuration, session, login, signing and the transport every action uses.
 * Reads and intents are separate functions taking the client (viem style): `getChains(client)`, `tokenTransfer(client, …)`.
 * @example
 * const client = new SatchelClient({ environment: 'sandbox', clientPrivateKey, clientSWA });
 * const remote = new SatchelClient({ environment: 'sandbox', clientSigner: privateKeyToAccount(clientPrivateKey), clientSWA });
 */
export class SatchelClient {
  readonly environment: EnvConfig['environment'];
  readonly clientSWA: string;
  readonly envConfig: EnvConfig;
  /** Every platform exchange of this client, secrets masked. */
  readonly requestLog = new RequestLog();
  /** Developer console logging (masked), `silent` unless configured; switch it at any time. */
  logLevel: LogLevel;

  readonly #config: ResolvedConfig;
  readonly #session = new SessionState();
  readonly #transport: TransportConfig;
  readonly #context: ClientContext;

  constructor(config: SatchelClientConfig) {
    this.#config = resolveConfig(config);
    this.environment = this.#config.environment;
    this.clientSWA = this.#config.clientSWA;
    this.logLevel = this.#config.logLevel;
    this.envConfig = getEnvConfig(this.environment, {
      platform: this.#config.platform,
      platformUrl: this.#config.platformUrl,
      googleAuthUrl: this.#config.googleAuthUrl,
      googleClientId: this.#config.googleClientId,
    });
    this.#transport = {
      baseUrl: this.envConfig.apiUrl,
      fetch: this.#config.fetch,
      timeoutMs: this.#config.timeoutMs,
      requestLog: this.requestLog,
      logLevel: () => this.logLevel,
    };
    this.#context = {
      clientSWA: this.#config.clientSWA,
      clientSigner: this.#config.clientSigner,
      env: this.envConfig,
      session: this.#session,
      request: (call) => this.request(call),
      logError: (message, details) => consoleLogger.error(this.logLevel, message, details),
    };
  }

  // ---- session

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
    return this.#session.bearer(requireSession(this.#session, SDK.sessionKeysNotSet));
  }

  /** GET /user-keys for the session and keeps them (needed by signing). */
  async syncUserKeys(): Promise<UserKeys> {
    const session = requireSession(this.#session, SDK.mustBeLoggedInToSyncKeys);
    const keys = await (this.#session.keysSync = fetchUserKeys(this.#context, session));
    if (this.#session.current === session) this.#session.setUserKeys(keys);
    return keys;
  }

  /**
   * §14.9: true iff the platform's session is this client's and this user's. On a mismatch or any failure it logs
   * `Failed to verify user session`, clears the session and resolves false.
   */
  async verifyLogin(): Promise<boolean> {
    try {
      if (this.isLoggedIn() && (await sessionMatches(this))) return true;
    } catch (error) {
      this.#context.logError(
        SDK.failedToVerifySession,
        error instanceof SatchelError ? error.details : undefined,
      );
      this.sessionClear();
      return false;
    }
    this.#context.logError(SDK.failedToVerifySession);
    this.sessionClear();
    return false;
  }

  // ---- OTP and login

  /** Sends an OTP (§8); resolves to the camel-cased answer with its `token`. */
  async sendOTP(contact: string, method: OtpMethod): Promise<OtpSendResult> {
    const checked = validateOtpContact(contact, method);
    return otpCall(this.#context, 'send', checked, { contact });
  }

  /** Sends a new code for the same `token`. */
  async resendOTP(contact: string, token: string, method: OtpMethod): Promise<OtpSendResult> {
    const checked = validateOtpContact(contact, method);
    return otpCall(this.#context, 'resend', checked, { contact, token });
  }

  /** Verifies a code without logging in (the BFF logs in separately); resolves to `{authToken, …}`. */
  async verifyOTP(contact: string, otp: string, token: string, method: OtpMethod): Promise<OtpVerifyResult> {
    const checked = validateOtpContact(contact, method);
    return otpCall(this.#context, 'verify', checked, { contact, token, otp });
  }

  /** Email OTP login (§8) with the `token` of `sendOTP(email, 'email')`: the userSWA or an RpcError. */
  async loginUsingEmail(
    email: string,
    otp: string,
    token: string,
    onSuccess?: LoginSuccess,
  ): Promise<string | RpcError> {
    return otpLogin(this.#context, 'email', { contact: email, otp, token }, onSuccess);
  }

  /** WhatsApp OTP login (§8): `loginUsingEmail` with a phone and `sendOTP(phone, 'whatsapp')`. */
  async loginUsingWhatsApp(
    phone: string,
    otp: string,
    token: string,
    onSuccess?: LoginSuccess,
  ): Promise<string | RpcError> {
    return otpLogin(this.#context, 'whatsapp', { contact: phone, otp, token }, onSuccess);
  }

  /** Login with a `google`, `satchel` or `client_jwt` token (§7.3); resolves to the userSWA or an RpcError. */
  async loginUsingOAuth(
    data: { idToken: string; provider: string },
    onSuccess?: LoginSuccess,
  ): Promise<string | RpcError> {
    const result = await idTokenLogin(this.#context, authDataSchema, data, onSuccess);
    return result instanceof RpcError ? result : result.userSWA;
  }

  /** Login with a JWT issued by the client application (`client_jwt`, §7.7). */
  async loginUsingJWTAuthentication(jwt: string, onSuccess?: LoginSuccess): Promise<string | RpcError> {
    return this.loginUsingOAuth({ idToken: jwt, provider: 'client_jwt' }, onSuccess);
  }

  /**
   * Google sign-in (§16.6, only `google`): builds the authorize URL, awaits `openWindow(url)` for the final
   * redirect URL, reads its `id_token` and logs in. `state` adds keys to the OAuth state.
   */
  async loginUsingSocial(
    provider: string,
    state: Record<string, unknown> | undefined,
    openWindow: OpenAuthWindow,
  ): Promise<string | RpcError> {
    requireSocialProvider(provider);
    requireLoggedOut(this.#session);
    const idToken = await socialIdToken(this.envConfig, state, openWindow);
    return this.loginUsingOAuth({ idToken, provider: 'google' });
  }

  /**
   * Server-side login with any of the six platform providers (the BFF's entry point; `jwt` is sent as
   * `client_jwt`). Same sequence as every login; resolves to the authenticate data or an RpcError.
   */
  async authenticate(
    data: { idToken: string; provider: string },
    onSuccess?: LoginSuccess,
  ): Promise<AuthenticateResult | RpcError> {
    return idTokenLogin(this.#context, platformAuthDataSchema, data, onSuccess);
  }

  // ---- signing

  /** EIP-191 signature of `message` by the user's key (§13); an RpcError is returned on platform failures. */
  async signMessage(message: string): Promise<`0x${string}` | RpcError> {
    return signUserMessage(this.#context, message);
  }

  /** EIP-712 signature of typed data (object or JSON text), checked as the platform will hash it before sending. */
  async signTypedData(typedData: object | string): Promise<`0x${string}` | RpcError> {
    return signUserTypedData(this.#context, typedData);
  }

  /** Validates (§15.2) and signs a user operation with the session key. */
  async signUserOp(op: object): Promise<SignedUserOperation> {
    return signUserOperation(this.#context, op);
  }

  /** Validates a signed operation and executes it; resolves to the jobId. */
  async executeUserOp(op: object): Promise<string> {
    return executeUserOperation(this.#context, op);
  }

  // ---- transport (used by the actions)

  /**
   * One platform call with this client's transport, logging and bearer (`auth: true` = the session's;
   * without a session → `Session keys are not set`). Low level: prefer the actions.
   */
  async request<T>(call: ClientCall<T>): Promise<T> {
    const { auth, ...rest } = checkCall(call);
    const session = auth === true ? requireSession(this.#session, SDK.sessionKeysNotSet) : auth || undefined;
    return platformCall(this.#transport, { ...rest, bearer: session && this.#session.bearer(session) });
  }

  /** Paymaster data (§9) signed by the client signer for an operation UUID. */
  async paymasterDataFor(nonce: string, nowMs: number = Date.now()): Promise<`0x${string}`> {
    return paymasterData(this.#context, nonce, nowMs);
  }

  /**
   * Paymaster data (§9) for `nonce` (an operation UUID), `validUntil` and `validAfter` (0 by default), each a Date,
   * Unix seconds or a bigint: the Okto client's `paymasterData`, byte for byte, and like it only with a session.
   */
  async paymasterData(input: PaymasterDataInput): Promise<`0x${string}`> {
    return paymasterDataAt(this.#context, input);
  }
}
