import { fmt, SDK } from '@satchel/shared';
import { SatchelError } from '../../errors/index.js';
import type { EnvConfig } from '../../protocol/index.js';
import { googleAuthUrl, idTokenOf } from './google-auth-url.js';

/**
 * Opens the Google sign-in URL and resolves to the final redirect URL, which carries `id_token` in its query
 * (the auth handler sends the browser back to the host origin with `?id_token=…&state=…`). The React layer supplies
 * a pop-up; tests and non-browser hosts can drive any browser.
 * @example
 * // Outside the React layer: open the URL in any browser and resolve with the page URL it was redirected to.
 * const openWindow: OpenAuthWindow = async (url) => driveBrowserTo(url);
 * const userSWA = unwrap(await client.loginUsingSocial('google', undefined, openWindow));
 */
export type OpenAuthWindow = (url: string) => Promise<string>;

/** The Google id token of a social sign-in (§16.6, only `google`): `openWindow` gets the authorize URL. */
export async function socialIdToken(
  env: EnvConfig,
  state: Record<string, unknown> | undefined,
  openWindow: OpenAuthWindow,
): Promise<string> {
  const finalUrl = await openWindow(googleAuthUrl(env, state ?? {}));
  const idToken = typeof finalUrl === 'string' ? idTokenOf(finalUrl) : undefined;
  if (!idToken) throw new SatchelError(SDK.noIdToken, { code: 'NO_ID_TOKEN' });
  return idToken;
}

/** Only Google has a pop-up flow; other providers log in with their id token (`loginUsingOAuth`). */
export function requireSocialProvider(provider: string): void {
  if (provider !== 'google')
    throw new SatchelError(fmt.unsupportedProvider(String(provider)), { code: 'UNSUPPORTED_PROVIDER' });
}
