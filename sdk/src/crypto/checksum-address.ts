import { utf8ToBytes } from '@noble/hashes/utils.js';
import type { Address } from './hex-types.js';
import { keccak256Bytes } from '#keccak256';

/**
 * The EIP-55 mixed-case form of an address given as `0x` + 40 hex digits in any case: a letter is uppercase when
 * the matching nibble of `keccak256(lowercase hex digits)` is 8 or more.
 */
export function checksumAddress(address: Address): Address {
  const digits = address.slice(2).toLowerCase();
  const hash = keccak256Bytes(utf8ToBytes(digits));
  let out = '0x';
  for (let i = 0; i < digits.length; i++) {
    const nibble = i % 2 === 0 ? hash[i >> 1]! >> 4 : hash[i >> 1]! & 15;
    out += nibble >= 8 ? digits[i]!.toUpperCase() : digits[i];
  }
  return out as Address;
}
