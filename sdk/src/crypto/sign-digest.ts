import { secp256k1 } from '#secp256k1';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { Hex } from './hex-types.js';

/**
 * RFC 6979 ECDSA over an already-hashed 32-byte digest, as the 65-byte wire signature `r ‖ s ‖ v` with v 27/28
 * and low s (§1.6).
 */
export function signDigest(digest: Uint8Array, key: Uint8Array): Hex {
  // noble's recovered format is `recovery(1) ‖ r(32) ‖ s(32)`, low-s by default.
  const sig = secp256k1.sign(digest, key, { prehash: false, format: 'recovered' });
  const v = sig[0] === 0 ? '1b' : '1c';
  return `0x${bytesToHex(sig.subarray(1))}${v}`;
}
