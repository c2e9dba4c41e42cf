import { emailSchema, phoneSchema, SDK, type OtpMethod } from '@satchel/shared';
import { RpcError, SatchelError } from '../../errors/index.js';
import type { ClientContext } from '../client-context.js';
import { requireLoggedOut } from '../guards.js';
import { validateInput } from '../validate-input.js';
import { loginWithIdToken, returningRpcError, type LoginSuccess } from './login-with-id-token.js';
import { otpCall, type OtpVerifyResult } from './otp-call.js';

/**
 * Email / WhatsApp login (§8.3): the contact is validated, the code verified, then the `auth_token` logs in with
 * the platform's own OTP provider (`satchel`, or `okto` on Okto's platform, as the Okto client sends). Resolves to
 * the userSWA, or an RpcError for platform failures.
 */
export async function otpLogin(
  ctx: ClientContext,
  method: OtpMethod,
  input: { contact: string; otp: string; token: string },
  onSuccess?: LoginSuccess,
): Promise<string | RpcError> {
  requireLoggedOut(ctx.session);
  validateInput(method === 'email' ? emailSchema : phoneSchema, input.contact, { plain: true });
  return returningRpcError(ctx, async () => {
    const verified = await otpCall<OtpVerifyResult>(ctx, 'verify', method, input);
    if (typeof verified.authToken !== 'string' || !verified.authToken)
      throw new SatchelError(SDK.authTokenNotReceived, { code: 'AUTH_TOKEN_NOT_RECEIVED' });
    const result = await loginWithIdToken(
      ctx,
      // Each platform names its own OTP provider after itself.
      { idToken: verified.authToken, provider: ctx.env.platform },
      onSuccess,
    );
    return result.userSWA;
  });
}
