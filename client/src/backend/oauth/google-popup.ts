import { AUTH_FRAME, GOOGLE, SDK, UI } from '@satchel/shared';
import { GOOGLE_AUTH_URL, GOOGLE_CLIENT_ID, PLATFORM_URL } from '../../config/env.js';

/**
 * The Google pop-up of PROTOCOL §16.6 for api mode, where the BFF (not the browser SDK) logs in: it only needs
 * the `id_token` the pop-up brings back to this origin.
 */
export function googleIdTokenViaPopup(): Promise<string> {
  const params = new URLSearchParams({
    scope: GOOGLE.scope,
    redirect_uri: `${PLATFORM_URL}/__/auth/handler`,
    response_type: GOOGLE.responseType,
    client_id: GOOGLE_CLIENT_ID,
    nonce: crypto.randomUUID(),
    state: JSON.stringify({ client_url: window.location.origin, platform: 'web' }),
  });
  const { width, height, pollMs } = UI.googlePopup;
  const left = window.screenX + (window.innerWidth - width) / 2;
  const top = window.screenY + (window.innerHeight - height) / 2;
  const popup = window.open(
    `${GOOGLE_AUTH_URL}?${params}`,
    '_blank',
    `width=${width},height=${height},top=${top},left=${left}`,
  );
  if (!popup) return Promise.reject(new Error(AUTH_FRAME.failedToOpenPopup));
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (popup.closed) {
        clearInterval(timer);
        reject(new Error(AUTH_FRAME.popupClosed));
        return;
      }
      let href: string;
      try {
        href = popup.location.href;
      } catch {
        return; // cross-origin while on the sign-in page
      }
      if (!href.startsWith(window.location.origin)) return;
      clearInterval(timer);
      popup.close();
      const idToken = new URL(href).searchParams.get('id_token');
      if (idToken) resolve(idToken);
      else reject(new Error(SDK.noIdToken));
    }, pollMs);
  });
}
