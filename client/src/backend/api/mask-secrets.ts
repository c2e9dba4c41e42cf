/** Keys whose values never reach the logs drawer (PROTOCOL §3.8), compared case-insensitively. */
const SECRET_KEYS = new Set(
  [
    'authorization',
    'client_pk',
    'clientPrivateKey',
    'sessionPrivKey',
    'privateKey',
    'otp',
    'token',
    'idToken',
    'id_token',
    'authToken',
    'auth_token',
    'refreshAuthToken',
    'refresh_auth_token',
    'deviceToken',
    'device_token',
    'access_token',
    'accessToken',
    'code_verifier',
    'jwt',
  ].map((k) => k.toLowerCase()),
);

export const REDACTED = '[REDACTED]';

/** A deep copy with every secret value replaced by `[REDACTED]`; an OAuth `code` string too. */
export function maskSecrets(value: unknown, key = ''): unknown {
  const lower = key.toLowerCase();
  if (SECRET_KEYS.has(lower) && value !== undefined && value !== null && value !== '') return REDACTED;
  if (lower === 'code' && typeof value === 'string') return REDACTED;
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskSecrets(v, k)]));
  }
  return value;
}
