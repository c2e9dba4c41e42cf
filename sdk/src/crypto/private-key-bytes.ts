import { PRIVATE_KEY } from '@satchel/shared';
import { fromHex } from './hex-bytes.js';
import { InvalidInputError } from '../errors/invalid-input-error.js';
import { secp256k1 } from '#secp256k1';

/**
 * The 32 bytes of a `0x` + 64 hex secp256k1 private key, validated. Parsed anew on every call (a few µs, next to a
 * signature's hundreds) and never kept: no module holds a key or its bytes beyond the call that needs them.
 */
export function privateKeyBytes(privateKey: string): Uint8Array {
  if (typeof privateKey !== 'string' || !PRIVATE_KEY.test(privateKey))
    throw new InvalidInputError('Invalid private key', { details: 'expected 0x followed by 64 hex digits' });
  const bytes = fromHex(privateKey);
  if (!secp256k1.isValidSecretKey(bytes))
    throw new InvalidInputError('Invalid private key', { details: 'not a valid secp256k1 scalar' });
  return bytes;
}
