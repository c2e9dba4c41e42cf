import { utf8ToBytes } from '@noble/hashes/utils.js';
import type { Hex } from './hex-types.js';
import { eip191Digest } from './eip191-digest.js';
import { privateKeyBytes } from './private-key-bytes.js';
import { signDigest } from './sign-digest.js';

/**
 * EIP-191 **text** signature (§1.6): personal sign of the UTF-8 bytes of `text`, equal to viem
 * `signMessage({ message: text })`.
 *
 * @param text - the exact text to sign (e.g. a `JSON.stringify` result).
 * @param privateKey - `0x` + 64 hex secp256k1 key.
 * @returns `0x` + 130 lowercase hex: `r ‖ s ‖ v`, v 27/28, low s.
 * @example
 * const signature = signText('hello', privateKey); // EIP-191 personal_sign, 65 bytes
 */
export function signText(text: string, privateKey: Hex): Hex {
  return signDigest(eip191Digest(utf8ToBytes(text)), privateKeyBytes(privateKey));
}
