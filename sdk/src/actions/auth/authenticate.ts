import { platformAuthDataSchema } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import { requireLoggedOut } from '../../client/guards.js';
import type { AuthenticateResult } from '../../client/types.js';
import { checkAuthData } from './internal/check-auth-data.js';
import { startSession, type LoginSuccess } from './internal/start-session.js';

/**
 * Server-side login with any of the six platform providers (a BFF's entry point; `jwt` is sent as `client_jwt`):
 * the sequence of §7.6, resolving to the authenticate data (§7.5). Platform failures throw an `HttpError`.
 * @example
 * const { userSWA, sessionExpiry } = await authenticate(client, { idToken, provider: 'apple' });
 * const session = client.getSessionConfig(); // keep it for the user's next requests
 */
export async function authenticate(
  client: Client,
  data: { idToken: string; provider: string },
  onSuccess?: LoginSuccess,
): Promise<AuthenticateResult> {
  requireLoggedOut(client);
  return startSession(client, checkAuthData(client, platformAuthDataSchema, data), onSuccess);
}
