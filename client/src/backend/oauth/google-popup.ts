import { loginWithGooglePopup, type AuthClient } from '@satchel/sdk/react';
import { GOOGLE_AUTH_URL, GOOGLE_CLIENT_ID, PLATFORM_URL } from '../../config/env.js';
import { DEMO } from '../../lib/demo-messages.js';

const notHere = () => Promise.reject(new Error(DEMO.notImplemented));

/**
 * The SDK's Google pop-up (docs/protocol.md §16.6) for api mode, where the BFF, not the browser SDK, logs in: the pop-up
 * brings the `id_token` back to this origin and `exchange` hands it to the BFF, resolving to the userSWA.
 */
export function loginWithGoogleViaBff(exchange: (idToken: string) => Promise<string>): Promise<string> {
  const viaBff: AuthClient = {
    envConfig: {
      allowList: [],
      authRedirectUrl: `${PLATFORM_URL}/__/auth/handler`,
      googleAuthUrl: GOOGLE_AUTH_URL,
      googleClientId: GOOGLE_CLIENT_ID,
    },
    loginUsingOAuth: ({ idToken }) => exchange(idToken),
    // Only the pop-up is used here; the other logins go through the BFF's own routes.
    sendOTP: notHere,
    resendOTP: notHere,
    loginUsingEmail: notHere,
    loginUsingWhatsApp: notHere,
  };
  return loginWithGooglePopup(viaBff);
}
