import { keccak_256 } from '@noble/hashes/sha3.js';

/**
 * Keccak-256 (the Ethereum hash, original Keccak padding) of `data`, by `@noble/hashes`.
 * @example
 * const hash = toHex(keccak256Bytes(new TextEncoder().encode('hello')));
 */
export function keccak256Bytes(data: Uint8Array): Uint8Array {
  return keccak_256(data);
}
