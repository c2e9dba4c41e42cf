import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import type { Hex } from 'viem';
import { InvalidInputError } from './invalid-input-error.js';

/** Lowercase `0x` hex of bytes (§1.1: everything the SDK derives is lowercase). */
export function toHex(bytes: Uint8Array): Hex {
  return `0x${bytesToHex(bytes)}`;
}

/** Bytes of a `0x` hex string of even length, any case. */
export function fromHex(hex: string): Uint8Array {
  if (typeof hex !== 'string' || !hex.startsWith('0x')) throw invalidHex();
  try {
    // noble validates the digits and the even length itself; no regex pass over long callData.
    return hexToBytes(hex.slice(2));
  } catch (cause) {
    throw invalidHex(cause);
  }
}

const invalidHex = (cause?: unknown) =>
  new InvalidInputError('Invalid hex string', { details: 'expected 0x followed by an even number of hex digits', cause });
