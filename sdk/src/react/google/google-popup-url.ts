import { GOOGLE, LOCAL_DEFAULTS } from '@satchel/shared';
import type { AuthEnvConfig } from '../auth-client.js';

/**
 * The Google authorize URL (PROTOCOL §16.6): endpoint + `?` + URLSearchParams in the normative order scope,
 * redirect_uri, response_type, client_id, nonce, state (`{client_url, platform: "web", …extra}`).
 * @example
 * const url = buildGooglePopupUrl(client.envConfig, { hostOrigin: location.origin, nonce: crypto.randomUUID() });
 */
export function buildGooglePopupUrl(
  env: AuthEnvConfig,
  input: { hostOrigin: string; nonce: string; state?: Record<string, unknown> },
): string {
  const params = new URLSearchParams({
    scope: GOOGLE.scope,
    redirect_uri: env.authRedirectUrl ?? '',
    response_type: GOOGLE.responseType,
    client_id: env.googleClientId ?? LOCAL_DEFAULTS.googleClientId,
    nonce: input.nonce,
    state: JSON.stringify({ client_url: input.hostOrigin, platform: 'web', ...input.state }),
  });
  return `${env.googleAuthUrl ?? GOOGLE.authorizeUrl}?${params}`;
}
