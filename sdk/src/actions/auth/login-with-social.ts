import { fmt, SDK } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import { requireLoggedOut } from '../../client/guards.js';
import { SatchelError } from '../../errors/index.js';
import { googleAuthUrl, idTokenOf } from '../../protocol/google-auth-url.js';
import { loginWithIdToken } from './login-with-id-token.js';

/**
 * Opens the Google sign-in URL and resolves to the final redirect URL, which carries `id_token` in its query
 * (the auth handler sends the browser back to the host origin with `?id_token=…&state=…`). The React layer supplies
 * a pop-up; tests and non-browser hosts can drive any browser.
 * @example
 * // Outside the React layer: open the URL in any browser and resolve with the page URL it was redirected to.
 * const openWindow: OpenAuthWindow = async (url) => driveBrowserTo(url);
 * const userSWA = await loginWithSocial(client, { provider: 'google', openWindow });
 */
export type OpenAuthWindow = (url: string) => Promise<string>;

/**
 * Google sign-in (§16.6; only `google` has this flow, other providers log in with their id token): builds the
 * authorize URL, awaits `openWindow(url)` for the final redirect URL, reads its `id_token` and logs in with it.
 * `state` adds keys to the OAuth state. Resolves to the userSWA; platform failures throw an `HttpError`.
 * @example
 * const userSWA = await loginWithSocial(client, { provider: 'google', state: { returnTo: '/wallet' }, openWindow });
 */
export async function loginWithSocial(
  client: Client,
  input: { provider: string; state?: Record<string, unknown> | undefined; openWindow: OpenAuthWindow },
): Promise<string> {
  if (input.provider !== 'google')
    throw new SatchelError(fmt.unsupportedProvider(String(input.provider)), { code: 'UNSUPPORTED_PROVIDER' });
  requireLoggedOut(client);
  const finalUrl = await input.openWindow(googleAuthUrl(client.envConfig, input.state ?? {}));
  const idToken = typeof finalUrl === 'string' ? idTokenOf(finalUrl) : undefined;
  if (!idToken) throw new SatchelError(SDK.noIdToken, { code: 'NO_ID_TOKEN' });
  return loginWithIdToken(client, { idToken, provider: 'google' });
}
