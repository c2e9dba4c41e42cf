import { PRIVATE_KEY, remember } from '@satchel/shared';
import { fromHex } from './hex-bytes.js';
import { InvalidInputError } from './invalid-input-error.js';
import { secp256k1 } from './secp256k1.js';

// Signing is the hot path: the same session and client keys sign every operation, so their parsed bytes are kept.
const CACHE_SIZE = 8;
const cache = new Map<string, Uint8Array>();

/** The 32 bytes of a `0x` + 64 hex secp256k1 private key, validated once and then cached (a few keys at most). */
export function privateKeyBytes(privateKey: string): Uint8Array {
  const cached = cache.get(privateKey);
  if (cached !== undefined) return cached;
  if (typeof privateKey !== 'string' || !PRIVATE_KEY.test(privateKey))
    throw new InvalidInputError('Invalid private key', { details: 'expected 0x followed by 64 hex digits' });
  const bytes = fromHex(privateKey);
  if (!secp256k1.isValidSecretKey(bytes))
    throw new InvalidInputError('Invalid private key', { details: 'not a valid secp256k1 scalar' });
  return remember(cache, privateKey, bytes, CACHE_SIZE);
}
