import { isSecretKey } from '#secret-key';

/**
 * What `maskSecrets` writes in place of a secret.
 * @example
 * maskSecrets({ otp: '123456' }).otp === REDACTED; // true
 */
export const REDACTED = '[REDACTED]';

/**
 * A deep copy of a JSON-like value with every secret field replaced by `[REDACTED]`.
 * @example
 * console.log(maskSecrets({ email: 'ada@example.com', sessionPrivKey: '0xabc' })); // sessionPrivKey: '[REDACTED]'
 */
export function maskSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item)) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    out[key] = isSecretKey(key) && inner !== undefined && inner !== null ? REDACTED : maskSecrets(inner);
  }
  return out as T;
}

/** Headers with secret ones (Authorization) replaced. */
export function maskHeaders(headers: Record<string, string>): Record<string, string> {
  return maskSecrets(headers);
}
