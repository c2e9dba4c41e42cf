import { emailSchema, phoneSchema, SDK, type OtpMethod } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import { requireLoggedOut } from '../../client/guards.js';
import { validateInput } from '../../client/validate-input.js';
import { SatchelError } from '../../errors/index.js';
import { otpCall, type OtpVerifyResult } from './internal/otp-call.js';
import { startSession, type LoginSuccess } from './internal/start-session.js';

/**
 * Email or WhatsApp login (§8.3) with the `token` of `sendOtp`: the contact is validated, the code verified, then its
 * `auth_token` logs in with the platform's own OTP provider (`satchel`, or `okto` on Okto's platform, as the Okto
 * client sends). Resolves to the userSWA; platform failures throw an `HttpError` (`client.loginUsingEmail` returns
 * them as an RpcError instead, §3.7).
 * @example
 * const { token } = await sendOtp(client, 'ada@example.com', 'email');
 * const userSWA = await loginWithOtp(client, { method: 'email', contact: 'ada@example.com', otp, token });
 */
export async function loginWithOtp(
  client: Client,
  input: { method: OtpMethod; contact: string; otp: string; token: string },
  onSuccess?: LoginSuccess,
): Promise<string> {
  requireLoggedOut(client);
  validateInput(input.method === 'email' ? emailSchema : phoneSchema, input.contact, { plain: true });
  const verified = await otpCall<OtpVerifyResult>(client, 'verify', input.method, input);
  if (typeof verified.authToken !== 'string' || !verified.authToken)
    throw new SatchelError(SDK.authTokenNotReceived, { code: 'AUTH_TOKEN_NOT_RECEIVED' });
  // Each platform names its own OTP provider after itself.
  const provider = client.envConfig.platform;
  return (await startSession(client, { idToken: verified.authToken, provider }, onSuccess)).userSWA;
}
