import type { OtpMethod } from '@satchel/shared';
import { Client } from './client/client.js';
import type { AuthenticateResult, UserKeys } from './client/types.js';
import { HttpError, RpcError } from './errors/index.js';
import { consoleLogger } from './logging/index.js';
import { syncUserKeys } from './actions/session/sync-user-keys.js';
import { verifyLogin } from './actions/session/verify-login.js';
import type { OtpSendResult, OtpVerifyResult } from './actions/auth/internal/otp-call.js';
import { sendOtp } from './actions/auth/send-otp.js';
import { resendOtp } from './actions/auth/resend-otp.js';
import { verifyOtp } from './actions/auth/verify-otp.js';
import type { LoginSuccess } from './actions/auth/internal/start-session.js';
import { loginWithOtp } from './actions/auth/login-with-otp.js';
import { loginWithIdToken } from './actions/auth/login-with-id-token.js';
import { loginWithSocial, type OpenAuthWindow } from './actions/auth/login-with-social.js';
import { authenticate } from './actions/auth/authenticate.js';
import { signMessage } from './actions/sign/sign-message.js';
import { signTypedData } from './actions/sign/sign-typed-data.js';
import type { SignedUserOperation } from './protocol/index.js';
import { signUserOperation } from './actions/user-operation/sign-user-operation.js';
import { executeUserOperation } from './actions/user-operation/execute-user-operation.js';
import { signPaymasterData } from './actions/paymaster/internal/sign-paymaster-data.js';
import { getPaymasterData, type PaymasterDataInput } from './actions/paymaster/get-paymaster-data.js';

/**
 * The Satchel client: the `Client` every action takes (configuration, transport, session, `request`) with the
 * Okto client's methods, each one line over its action. Actions throw one error model; the logins and signing
 * methods return platform and transport failures as an `RpcError` instead, as the protocol requires (§3.7).
 * @example
 * const client = new SatchelClient({ environment: 'sandbox', clientPrivateKey, clientSWA, platformUrl });
 * const remote = new SatchelClient({ environment: 'sandbox', clientSigner: privateKeyToAccount(clientPrivateKey), clientSWA, platformUrl });
 */
export class SatchelClient extends Client {
  /** §3.7: a platform or transport failure of `run` is logged and returned as an RpcError; anything else rejects. */
  async #rpc<T>(run: Promise<T>): Promise<T | RpcError> {
    try {
      return await run;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      consoleLogger.error(this.logLevel, error.shortMessage, error.details);
      return RpcError.fromHttpError(error);
    }
  }

  /** GET /user-keys for the session and keeps them (needed by signing): `syncUserKeys`. */
  syncUserKeys(): Promise<UserKeys> {
    return syncUserKeys(this);
  }

  /** §14.9: false, logged and cleared on any failure or mismatch: `verifyLogin`. */
  verifyLogin(): Promise<boolean> {
    return verifyLogin(this);
  }

  /** Sends an OTP (§8); resolves to the camel-cased answer with its `token`: `sendOtp`. */
  sendOTP(contact: string, method: OtpMethod): Promise<OtpSendResult> {
    return sendOtp(this, contact, method);
  }

  /** Sends a new code for the same `token`: `resendOtp`. */
  resendOTP(contact: string, token: string, method: OtpMethod): Promise<OtpSendResult> {
    return resendOtp(this, contact, token, method);
  }

  /** Verifies a code without logging in (the BFF logs in separately); resolves to `{authToken, …}`: `verifyOtp`. */
  verifyOTP(contact: string, otp: string, token: string, method: OtpMethod): Promise<OtpVerifyResult> {
    return verifyOtp(this, contact, otp, token, method);
  }

  /** Email OTP login (§8) with the `token` of `sendOTP(email, 'email')`: the userSWA or an RpcError. */
  loginUsingEmail(
    email: string,
    otp: string,
    token: string,
    onSuccess?: LoginSuccess,
  ): Promise<string | RpcError> {
    return this.#rpc(loginWithOtp(this, { method: 'email', contact: email, otp, token }, onSuccess));
  }

  /** WhatsApp OTP login (§8): `loginUsingEmail` with a phone and `sendOTP(phone, 'whatsapp')`. */
  loginUsingWhatsApp(
    phone: string,
    otp: string,
    token: string,
    onSuccess?: LoginSuccess,
  ): Promise<string | RpcError> {
    return this.#rpc(loginWithOtp(this, { method: 'whatsapp', contact: phone, otp, token }, onSuccess));
  }

  /** Login with a `google`, `satchel` or `client_jwt` token (§7.3); resolves to the userSWA or an RpcError. */
  loginUsingOAuth(
    data: { idToken: string; provider: string },
    onSuccess?: LoginSuccess,
  ): Promise<string | RpcError> {
    return this.#rpc(loginWithIdToken(this, data, onSuccess));
  }

  /** Login with a JWT issued by the client application (`client_jwt`, §7.7). */
  loginUsingJWTAuthentication(jwt: string, onSuccess?: LoginSuccess): Promise<string | RpcError> {
    return this.#rpc(loginWithIdToken(this, { idToken: jwt, provider: 'client_jwt' }, onSuccess));
  }

  /**
   * Google sign-in (§16.6, only `google`): builds the authorize URL, awaits `openWindow(url)` for the final
   * redirect URL, reads its `id_token` and logs in. `state` adds keys to the OAuth state.
   */
  loginUsingSocial(
    provider: string,
    state: Record<string, unknown> | undefined,
    openWindow: OpenAuthWindow,
  ): Promise<string | RpcError> {
    return this.#rpc(loginWithSocial(this, { provider, state, openWindow }));
  }

  /**
   * Server-side login with any of the six platform providers (the BFF's entry point; `jwt` is sent as
   * `client_jwt`). Same sequence as every login; resolves to the authenticate data or an RpcError.
   */
  authenticate(
    data: { idToken: string; provider: string },
    onSuccess?: LoginSuccess,
  ): Promise<AuthenticateResult | RpcError> {
    return this.#rpc(authenticate(this, data, onSuccess));
  }

  /** EIP-191 signature of `message` by the user's key (§13); an RpcError is returned on platform failures. */
  signMessage(message: string): Promise<`0x${string}` | RpcError> {
    return this.#rpc(signMessage(this, message));
  }

  /** EIP-712 signature of typed data (object or JSON text), checked as the platform will hash it before sending. */
  signTypedData(typedData: object | string): Promise<`0x${string}` | RpcError> {
    return this.#rpc(signTypedData(this, typedData));
  }

  /** Validates (§15.2) and signs a user operation with the session key: `signUserOperation`. */
  signUserOp(op: object): Promise<SignedUserOperation> {
    return signUserOperation(this, op);
  }

  /** Validates a signed operation and executes it; resolves to the jobId: `executeUserOperation`. */
  executeUserOp(op: object): Promise<string> {
    return executeUserOperation(this, op);
  }

  /** Paymaster data (§9) signed by the client signer for an operation UUID, valid six hours from `nowMs`. */
  paymasterDataFor(nonce: string, nowMs?: number): Promise<`0x${string}`> {
    return signPaymasterData(this, nonce, { nowMs });
  }

  /**
   * Paymaster data (§9) for `nonce` (an operation UUID), `validUntil` and `validAfter` (0 by default), each a Date,
   * Unix seconds or a bigint: the Okto client's `paymasterData`, byte for byte, and like it only with a session.
   */
  paymasterData(input: PaymasterDataInput): Promise<`0x${string}`> {
    return getPaymasterData(this, input);
  }
}
