import { PROVIDER_SATCHEL } from '@satchel/shared';
import type { z } from 'zod/mini';
import type { RpcError } from '../../errors/index.js';
import type { ClientContext } from '../client-context.js';
import { requireLoggedOut } from '../guards.js';
import type { AuthenticateResult } from '../types.js';
import { checkAuthData } from '../validate-input.js';
import { loginWithIdToken, returningRpcError, type LoginSuccess } from './login-with-id-token.js';

/** `jwt` is sent as `client_jwt`; `satchel`, the platform's own OTP token, under the platform's own name. */
function wireProvider(ctx: ClientContext, provider: string): string {
  if (provider === 'jwt') return 'client_jwt';
  return provider === PROVIDER_SATCHEL ? ctx.env.platform : provider;
}

/**
 * A login with a provider token (§7.3): precondition, auth data checked by `schema` (the SDK's three providers, or
 * the platform's six for the BFF), the provider under its wire name, then the sequence of §7.6.
 */
export function idTokenLogin(
  ctx: ClientContext,
  schema: z.core.$ZodType<{ idToken: string; provider: string }>,
  data: unknown,
  onSuccess?: LoginSuccess,
): Promise<AuthenticateResult | RpcError> {
  requireLoggedOut(ctx.session);
  const authData = checkAuthData(schema, data);
  const provider = wireProvider(ctx, authData.provider);
  return returningRpcError(ctx, () =>
    loginWithIdToken(ctx, { idToken: authData.idToken, provider }, onSuccess),
  );
}
