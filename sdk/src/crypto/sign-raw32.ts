import type { Hex } from './hex-types.js';
import { eip191Digest } from './eip191-digest.js';
import { fromHex } from './hex-bytes.js';
import { InvalidInputError } from '../errors/invalid-input-error.js';
import { privateKeyBytes } from './private-key-bytes.js';
import { signDigest } from './sign-digest.js';

/**
 * EIP-191 **raw-32** signature (§1.6): personal sign of the 32 raw bytes of a digest (prefix ends `\n32`), equal to
 * viem `signMessage({ message: { raw: digest } })`. Not a bare ECDSA signature of the digest.
 *
 * @param digest - 32 bytes, as `0x` + 64 hex or a Uint8Array.
 * @param privateKey - `0x` + 64 hex secp256k1 key.
 * @returns `0x` + 130 lowercase hex: `r ‖ s ‖ v`, v 27/28, low s.
 * @example
 * const signature = signRaw32(uuidToBytes32(randomUuid()), privateKey);
 */
export function signRaw32(digest: Hex | Uint8Array, privateKey: Hex): Hex {
  const bytes = typeof digest === 'string' ? fromHex(digest) : digest;
  if (bytes.length !== 32)
    throw new InvalidInputError('Invalid digest', { details: `expected 32 bytes, got ${bytes.length}` });
  return signDigest(eip191Digest(bytes), privateKeyBytes(privateKey));
}
