import type { AuthClient, OtpMethod } from '../../../src/react/auth-client.js';

/**
 * A scripted stand-in for the client's auth calls, for the jsdom tests of the message protocol only: it lets a
 * test produce the answers a real platform cannot (a send without a token, a falsy login). The real client and
 * platform are exercised by the browser tests in e2e/react.
 */
export interface Script {
  sendOTP?: (contact: string, method: OtpMethod) => Promise<unknown>;
  resendOTP?: (contact: string, token: string, method: OtpMethod) => Promise<unknown>;
  login?: (contact: string, otp: string, token: string) => Promise<unknown>;
  loginUsingOAuth?: (data: { idToken: string; provider: 'google' }) => Promise<unknown>;
}

export const PLATFORM_ORIGIN = 'http://localhost:4100';
/** The okto profile behind a platformUrl allows two origins: Okto's hosted onboarding page and the platform's. */
export const OTHER_ALLOWED_ORIGIN = 'https://sandbox-onboarding.okto.tech';
export const ALLOW_LIST = [OTHER_ALLOWED_ORIGIN, PLATFORM_ORIGIN];

export function scriptedAuthClient(script: Script = {}, env: Partial<AuthClient['envConfig']> = {}) {
  const calls: { name: string; args: unknown[] }[] = [];
  const record =
    <A extends unknown[]>(name: string, fn: ((...args: A) => Promise<unknown>) | undefined) =>
    async (...args: A) => {
      calls.push({ name, args });
      if (!fn) throw new Error(`${name} was not scripted`);
      return fn(...args);
    };
  const client: AuthClient = {
    // The tests check the warnings of ignored messages: printed from `warn` on (a client's default prints nothing).
    logLevel: 'warn',
    envConfig: {
      authPageUrl: `${PLATFORM_ORIGIN}/onboarding/`,
      authRedirectUrl: `${PLATFORM_ORIGIN}/__/auth/handler`,
      allowList: ALLOW_LIST,
      googleAuthUrl: `${PLATFORM_ORIGIN}/oauth/google/authorize`,
      googleClientId: 'satchel-local-web',
      ...env,
    },
    sendOTP: record('sendOTP', script.sendOTP),
    resendOTP: record('resendOTP', script.resendOTP),
    loginUsingEmail: record('loginUsingEmail', script.login),
    loginUsingWhatsApp: record('loginUsingWhatsApp', script.login),
    loginUsingOAuth: record('loginUsingOAuth', script.loginUsingOAuth),
  };
  return { client, calls };
}
