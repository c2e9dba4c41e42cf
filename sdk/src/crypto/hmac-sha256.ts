import { sha256 } from '@noble/hashes/sha2.js';

const BLOCK = 64;

/**
 * HMAC-SHA-256 (RFC 2104) over `@noble/hashes`' sha256, for @noble/secp256k1's RFC 6979 nonces. The construction
 * alone, instead of `@noble/hashes/hmac.js`: same bytes (tested against it and RFC 4231), ≈ 1.2 kB less per bundle.
 */
export function hmacSha256(key: Uint8Array, message: Uint8Array) {
  const pad = new Uint8Array(BLOCK);
  pad.set(key.length > BLOCK ? sha256(key) : key);
  for (let i = 0; i < BLOCK; i++) pad[i]! ^= 0x36;
  const inner = sha256.create().update(pad).update(message).digest();
  for (let i = 0; i < BLOCK; i++) pad[i]! ^= 0x36 ^ 0x5c;
  return sha256.create().update(pad).update(inner).digest();
}
