import { APPLE_CLIENT_ID, PLATFORM_URL, TWITTER_CLIENT_ID } from '../../config/env.js';
import { STORAGE_KEYS } from '../../config/storage-keys.js';

/** The X scopes of spec §7. */
const TWITTER_SCOPE = 'tweet.read users.read users.email offline.access';

function randomString(bytes = 16): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}

export const callbackUrl = (provider: 'apple' | 'twitter') =>
  `${window.location.origin}/auth/callback/${provider}`;

/**
 * Where the Apple or X button sends the browser: the provider's authorize page (locally the platform's stand-in,
 * docs/protocol.md §17.1), with a random state kept for the callback and, for X, a plain PKCE challenge.
 */
export function socialAuthorizeUrl(provider: 'apple' | 'twitter'): string {
  const state = randomString();
  sessionStorage.setItem(STORAGE_KEYS.oauthState, state);
  if (provider === 'apple') {
    const params = new URLSearchParams({
      response_type: 'code',
      client_id: APPLE_CLIENT_ID,
      redirect_uri: callbackUrl('apple'),
      scope: '',
      state,
      response_mode: 'query',
    });
    return `${PLATFORM_URL}/oauth/apple/authorize?${params}`;
  }
  const verifier = randomString(32);
  sessionStorage.setItem(STORAGE_KEYS.oauthVerifier, verifier);
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: TWITTER_CLIENT_ID,
    redirect_uri: callbackUrl('twitter'),
    scope: TWITTER_SCOPE,
    state,
    code_challenge: verifier,
    code_challenge_method: 'plain',
  });
  return `${PLATFORM_URL}/oauth/twitter/authorize?${params}`;
}

/** The state and verifier saved before the redirect (each read once). */
export function takeSocialRoundTrip(): { state: string | null; verifier: string | null } {
  const state = sessionStorage.getItem(STORAGE_KEYS.oauthState);
  const verifier = sessionStorage.getItem(STORAGE_KEYS.oauthVerifier);
  sessionStorage.removeItem(STORAGE_KEYS.oauthState);
  sessionStorage.removeItem(STORAGE_KEYS.oauthVerifier);
  return { state, verifier };
}
