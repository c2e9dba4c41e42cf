import { authDataSchema } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import { requireLoggedOut } from '../../client/guards.js';
import { checkAuthData } from './internal/check-auth-data.js';
import { startSession, type LoginSuccess } from './internal/start-session.js';

/**
 * Login with a `google`, `satchel` or `client_jwt` token (§7.3), the sequence of §7.6; resolves to the userSWA.
 * Platform failures throw an `HttpError` (`client.loginUsingOAuth` returns them as an RpcError instead, §3.7).
 * @example
 * const userSWA = await loginWithIdToken(client, { idToken: googleIdToken, provider: 'google' });
 */
export async function loginWithIdToken(
  client: Client,
  data: { idToken: string; provider: string },
  onSuccess?: LoginSuccess,
): Promise<string> {
  requireLoggedOut(client);
  return (await startSession(client, checkAuthData(client, authDataSchema, data), onSuccess)).userSWA;
}
