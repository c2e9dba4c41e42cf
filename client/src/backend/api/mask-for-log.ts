import { maskSecrets, REDACTED } from '@satchel/sdk';

// The SDK masks keys, tokens and OTPs (docs/protocol.md §3.8); the demo's BFF calls also carry an Apple/X OAuth code and
// its PKCE verifier, which the logs drawer must not show either.
const OAUTH_KEYS = new Set(['code', 'code_verifier', 'codeverifier']);

function maskOAuth(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskOAuth);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      OAUTH_KEYS.has(key.toLowerCase()) && typeof inner === 'string' ? REDACTED : maskOAuth(inner),
    ]),
  );
}

/** What the api mode's request log keeps of a request or response body: secrets replaced by `[REDACTED]`. */
export const maskForLog = (value: unknown): unknown => maskSecrets(maskOAuth(value));
