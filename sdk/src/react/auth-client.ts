/**
 * What the auth surfaces need from a client: structurally typed so the modal and pop-up work with any
 * `SatchelClient` build (and stay decoupled from its internals).
 */
export type OtpMethod = 'email' | 'whatsapp';

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

export interface AuthClient {
  readonly envConfig: AuthEnvConfig;
  /** When present and true, a login is refused before any window opens (as the core's logins do). */
  isLoggedIn?(): boolean;
  sendOTP(contact: string, method: OtpMethod): Promise<unknown>;
  resendOTP(contact: string, token: string, method: OtpMethod): Promise<unknown>;
  loginUsingEmail(email: string, otp: string, token: string): Promise<unknown>;
  loginUsingWhatsApp(phone: string, otp: string, token: string): Promise<unknown>;
  loginUsingOAuth(data: { idToken: string; provider: 'google' }): Promise<unknown>;
}
