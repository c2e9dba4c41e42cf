import { AUTH_FRAME, SDK, AUTH_UI } from '@satchel/shared';
import type { AuthClient } from '../auth-client.js';
import { AuthFrameError } from '../auth-frame-error.js';
import { userSWAOf } from '../login-result.js';
import { buildGooglePopupUrl } from './google-popup-url.js';

const { width, height, pollMs } = AUTH_UI.googlePopup;

/**
 * Options of `loginWithGooglePopup`.
 * @example
 * const options: GooglePopupOptions = { state: { returnTo: '/wallet' } };
 * const userSWA = await loginWithGooglePopup(client, options);
 */
export interface GooglePopupOptions {
  /** Extra keys of the OAuth `state` besides `client_url` and `platform`. */
  state?: Record<string, unknown>;
}

/** The pop-up's `features`, centred on the opener (§16.6). */
export function popupFeatures(
  win: Pick<Window, 'screenX' | 'screenY' | 'innerWidth' | 'innerHeight'>,
): string {
  const left = win.screenX + (win.innerWidth - width) / 2;
  const top = win.screenY + (win.innerHeight - height) / 2;
  return `width=${width},height=${height},top=${top},left=${left}`;
}

/**
 * Waits for the pop-up to come back to the host origin (the auth handler redirects there with `?id_token=`) and
 * returns its id_token; rejects if it is closed first.
 */
function waitForIdToken(popup: Window, hostOrigin: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (popup.closed) {
        clearInterval(timer);
        return reject(new AuthFrameError(AUTH_FRAME.popupClosed));
      }
      let href: string;
      try {
        href = popup.location.href;
      } catch {
        return; // still on a cross-origin page
      }
      if (!href.startsWith(hostOrigin)) return;
      clearInterval(timer);
      popup.close();
      const idToken = new URL(href).searchParams.get('id_token');
      if (idToken) resolve(idToken);
      else reject(new AuthFrameError(SDK.noIdToken));
    }, pollMs);
  });
}

/**
 * Google sign-in in a 500 × 600 pop-up (docs/protocol.md §16.6), then `loginUsingOAuth({idToken, provider: "google"})`.
 * Resolves to the userSWA; rejects `User is already logged in. Please log out first.`, `Failed to open
 * authentication popup.`, `Authentication popup closed.`, `No ID token received from authentication`, or the
 * login's failure.
 * @example
 * // From a click handler, so the browser allows the pop-up.
 * button.onclick = async () => console.log(await loginWithGooglePopup(client));
 */
export async function loginWithGooglePopup(
  client: AuthClient,
  options: GooglePopupOptions = {},
): Promise<string> {
  // The login would refuse anyway: say so before the user goes through the pop-up.
  if (client.isLoggedIn?.()) throw new AuthFrameError(SDK.alreadyLoggedIn);
  const hostOrigin = window.location.origin;
  const url = buildGooglePopupUrl(client.envConfig, {
    hostOrigin,
    nonce: crypto.randomUUID(),
    state: options.state,
  });
  let popup: Window | null = null;
  try {
    popup = window.open(url, '_blank', popupFeatures(window));
  } catch {
    popup = null;
  }
  if (!popup) throw new AuthFrameError(AUTH_FRAME.failedToOpenPopup);
  const idToken = await waitForIdToken(popup, hostOrigin);
  return userSWAOf(await client.loginUsingOAuth({ idToken, provider: 'google' }));
}
