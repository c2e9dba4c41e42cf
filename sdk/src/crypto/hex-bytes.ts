import { bytesToHex } from '@noble/hashes/utils.js';
import type { Hex } from './hex-types.js';
import { InvalidInputError } from '../errors/invalid-input-error.js';

/**
 * Lowercase `0x` hex of bytes (§1.1: everything the SDK derives is lowercase).
 * @example
 * toHex(new Uint8Array([1, 171])); // '0x01ab'
 */
export function toHex(bytes: Uint8Array): Hex {
  return `0x${bytesToHex(bytes)}`;
}

// Digit values by char code, -1 for non-digits. A table lookup decodes callData (~2.4k digits per operation, on the
// signing hot path) several times faster than a generic per-character parser.
const DIGITS = new Int8Array(128).fill(-1);
for (let c = 0; c < 10; c++) DIGITS[48 + c] = c;
for (let c = 0; c < 6; c++) {
  DIGITS[65 + c] = 10 + c;
  DIGITS[97 + c] = 10 + c;
}

/**
 * Bytes of a `0x` hex string of even length, any case.
 * @example
 * fromHex('0x01AB'); // Uint8Array [1, 171]
 */
export function fromHex(hex: string): Uint8Array {
  if (typeof hex !== 'string' || !hex.startsWith('0x') || hex.length % 2 !== 0) throw invalidHex();
  const out = new Uint8Array((hex.length - 2) / 2);
  for (let i = 0, j = 2; i < out.length; i++, j += 2) {
    const hi = hex.charCodeAt(j);
    const lo = hex.charCodeAt(j + 1);
    const value = (DIGITS[hi & 127]! << 4) | DIGITS[lo & 127]!;
    // A negative digit, or a char code ≥ 128 aliasing a digit, is not hex.
    if (value < 0 || (hi | lo) > 127) throw invalidHex();
    out[i] = value;
  }
  return out;
}

const invalidHex = () =>
  new InvalidInputError('Invalid hex string', {
    details: 'expected 0x followed by an even number of hex digits',
  });
