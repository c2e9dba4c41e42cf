import { INPUT_LIMITS } from '../constants/protocol.js';

// Plain patterns and checks with no zod, in their own module so that a bundle using only them (the demo's stored
// config check, parseDemoConfig) does not load zod. bounds.ts and common.ts re-export them.

/** `0x` + 40 hex: an address. */
export const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** `0x` + 64 hex: the format of every private key (§15.1). */
export const PRIVATE_KEY = /^0x[0-9a-fA-F]{64}$/;

/**
 * Whether a `0x` + 64 hex key is a secp256k1 scalar, 0 < k < n: all zeros or n and above cannot sign. A plain
 * comparison, so nothing about the key is kept.
 */
export function isSecp256k1Scalar(key: string): boolean {
  if (!PRIVATE_KEY.test(key)) return false;
  const k = BigInt(key);
  return k > 0n && k < INPUT_LIMITS.secp256k1N;
}
