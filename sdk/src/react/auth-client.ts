import type { LogLevel } from '@satchel/shared';

/**
 * What the auth surfaces need from a client: structurally typed so the modal and pop-up work with any
 * `SatchelClient` build (and stay decoupled from its internals).
 * @example
 * const method: OtpMethod = 'whatsapp';
 * await client.sendOTP('+91 98765 43210', method);
 */
export type OtpMethod = 'email' | 'whatsapp';

/**
 * The environment settings the auth surfaces read (`client.envConfig`).
 * @example
 * const env: AuthEnvConfig = client.envConfig;
 * if (!env.authPageUrl) console.warn('no hosted auth page in this environment');
 */
export interface AuthEnvConfig {
  /** Hosted onboarding page (or `${platformUrl}/onboarding/`); absent → the modal cannot open. */
  readonly authPageUrl?: string;
  /** Google `redirect_uri` (the environment's auth handler). */
  readonly authRedirectUrl?: string;
  /** Origins whose `message` events the modal accepts (§2.2). */
  readonly allowList: readonly string[];
  readonly googleAuthUrl?: string;
  readonly googleClientId?: string;
}

/**
 * The part of `SatchelClient` the modal and the Google pop-up call.
 * @example
 * // Any SatchelClient is one; a test double need only implement these members.
 * const auth: AuthClient = new SatchelClient(config);
 * await authenticateWithModal(auth);
 */
export interface AuthClient {
  readonly envConfig: AuthEnvConfig;
  /** The console log level (`SatchelClient.logLevel`); without one the auth surfaces print nothing. */
  readonly logLevel?: LogLevel;
  /** When present and true, a login is refused before any window opens (as the core's logins do). */
  isLoggedIn?(): boolean;
  /** See `SatchelClient.sendOTP`. */
  sendOTP(contact: string, method: OtpMethod): Promise<unknown>;
  /** See `SatchelClient.resendOTP`. */
  resendOTP(contact: string, token: string, method: OtpMethod): Promise<unknown>;
  /** See `SatchelClient.loginUsingEmail`. */
  loginUsingEmail(email: string, otp: string, token: string): Promise<unknown>;
  /** See `SatchelClient.loginUsingWhatsApp`. */
  loginUsingWhatsApp(phone: string, otp: string, token: string): Promise<unknown>;
  /** See `SatchelClient.loginUsingOAuth`. */
  loginUsingOAuth(data: { idToken: string; provider: 'google' }): Promise<unknown>;
}
