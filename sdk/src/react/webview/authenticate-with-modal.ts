import type { AuthClient } from '../auth-client.js';
import { AuthWebView, type AuthCallbacks } from './auth-web-view.js';
import type { Appearance } from './ui-config.js';

/**
 * Opens the hosted auth modal and resolves to the userSWA once the user has logged in through it (§16.1);
 * rejects `{message}` with `Authentication canceled by the user`, `Authentication failed`, or
 * `Authentication page URL is not configured for this environment`.
 * @example
 * const client = useSatchel();
 * <button onClick={() => authenticateWithModal(client, { onError: console.error })}>Sign in</button>
 */
export async function authenticateWithModal(
  client: AuthClient,
  callbacks: AuthCallbacks = {},
  appearance?: Appearance,
): Promise<string> {
  return new AuthWebView(client, callbacks, { appearance }).open();
}

/**
 * Kept name of `authenticateWithModal` (§16.1).
 * @example
 * const userSWA = await authenticateWithWebView(client, { onClose: () => console.log('closed') });
 */
export const authenticateWithWebView = authenticateWithModal;
