import { GOOGLE, LOCAL_GOOGLE_CLIENT_ID } from '@satchel/shared';
import { randomUuid } from '../crypto/random-uuid.js';

/** What the Google authorize URL reads of an environment (`EnvConfig`, or the React layer's `AuthEnvConfig`). */
export interface GoogleAuthEnv {
  readonly authRedirectUrl?: string | undefined;
  readonly googleAuthUrl?: string | undefined;
  readonly googleClientId?: string | undefined;
}

/**
 * The Google authorize URL of §16.6: endpoint + `?` + URLSearchParams in the order scope, redirect_uri,
 * response_type, client_id, nonce, state (`{client_url, platform: "web", …extra}`). The core's redirect login and
 * the React pop-up (`buildGooglePopupUrl`) both build it here.
 */
export function buildGoogleAuthUrl(
  env: GoogleAuthEnv,
  input: { hostOrigin: string; nonce: string; state?: Record<string, unknown> | undefined },
): string {
  const params = new URLSearchParams({
    scope: GOOGLE.scope,
    redirect_uri: env.authRedirectUrl ?? '',
    response_type: GOOGLE.responseType,
    client_id: env.googleClientId ?? LOCAL_GOOGLE_CLIENT_ID,
    nonce: input.nonce,
    state: JSON.stringify({ client_url: input.hostOrigin, platform: 'web', ...input.state }),
  });
  return `${env.googleAuthUrl ?? GOOGLE.authorizeUrl}?${params}`;
}

/** The authorize URL of the core's Google login: a fresh nonce and the page's origin. */
export function googleAuthUrl(env: GoogleAuthEnv, state: Record<string, unknown> = {}): string {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin ?? '';
  return buildGoogleAuthUrl(env, { hostOrigin: origin, nonce: randomUuid(), state });
}

/** The `id_token` of the final redirect URL: its query (§16.6), or its fragment as the auth handler receives it. */
export function idTokenOf(finalUrl: string): string | undefined {
  try {
    const url = new URL(finalUrl);
    const fromQuery = url.searchParams.get('id_token');
    if (fromQuery) return fromQuery;
    return new URLSearchParams(url.hash.replace(/^#/, '')).get('id_token') ?? undefined;
  } catch {
    return undefined;
  }
}
