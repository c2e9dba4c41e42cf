import { GOOGLE, LOCAL_DEFAULTS } from '@satchel/shared';
import { randomUuid } from '../../crypto/index.js';
import type { EnvConfig } from '../../protocol/index.js';

/**
 * The Google authorize URL of §16.6: endpoint + `?` + URLSearchParams in the order scope, redirect_uri,
 * response_type, client_id, nonce, state (`{client_url, platform: "web", …extra}`).
 */
export function googleAuthUrl(
  env: EnvConfig,
  state: Record<string, unknown> = {},
  clientUrl?: string,
): string {
  const origin = clientUrl ?? (globalThis as { location?: { origin?: string } }).location?.origin ?? '';
  const params = new URLSearchParams({
    scope: GOOGLE.scope,
    redirect_uri: env.authRedirectUrl,
    response_type: GOOGLE.responseType,
    client_id: env.googleClientId ?? LOCAL_DEFAULTS.googleClientId,
    nonce: randomUuid(),
    state: JSON.stringify({ client_url: origin, platform: 'web', ...state }),
  });
  return `${env.googleAuthUrl}?${params.toString()}`;
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
