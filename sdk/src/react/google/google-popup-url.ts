import { buildGoogleAuthUrl } from '../../protocol/google-auth-url.js';
import type { AuthEnvConfig } from '../auth-client.js';

/**
 * The Google authorize URL (docs/protocol.md §16.6): endpoint + `?` + URLSearchParams in the normative order scope,
 * redirect_uri, response_type, client_id, nonce, state (`{client_url, platform: "web", …extra}`).
 * @example
 * const url = buildGooglePopupUrl(client.envConfig, { hostOrigin: location.origin, nonce: crypto.randomUUID() });
 */
export function buildGooglePopupUrl(
  env: AuthEnvConfig,
  input: { hostOrigin: string; nonce: string; state?: Record<string, unknown> },
): string {
  return buildGoogleAuthUrl(env, input);
}
