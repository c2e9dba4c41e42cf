import { SESSION_STORAGE_KEY, STORAGE_PREFIX } from '@satchel/shared';

/** Every browser-storage key the demo uses (spec §3), all `satchel_`-prefixed. */
export const STORAGE_KEYS = {
  config: `${STORAGE_PREFIX}demo_config`,
  /** The SDK React layer's session (sdk mode). */
  sdkSession: SESSION_STORAGE_KEY,
  /** The session the BFF answered (api mode), sent back as `sessionConfig`. */
  apiSession: `${STORAGE_PREFIX}api_session`,
  /** The public half of a session the BFF keeps (`{sessionPubKey, userSWA}`). */
  apiKeptSession: `${STORAGE_PREFIX}api_kept_session`,
  authMethod: `${STORAGE_PREFIX}auth_method`,
  googleToken: `${STORAGE_PREFIX}google_token`,
  email: `${STORAGE_PREFIX}email`,
  status: `${STORAGE_PREFIX}status`,
  /** Login method of the current session (e.g. `onboarding`), for the session-info modal. */
  loginMethod: `${STORAGE_PREFIX}login_method`,
  /** OAuth round trips (Apple/X): state and PKCE verifier, in sessionStorage. */
  oauthState: `${STORAGE_PREFIX}oauth_state`,
  oauthVerifier: `${STORAGE_PREFIX}oauth_verifier`,
  /** Where an Apple/X sign-in returns to (the login page's `?next=`), across the provider's redirect. */
  oauthNext: `${STORAGE_PREFIX}oauth_next`,
  /** api mode's request log (already masked), kept for the browser session in sessionStorage. */
  apiLog: `${STORAGE_PREFIX}api_log`,
} as const;
