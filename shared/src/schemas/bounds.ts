import * as z from 'zod/mini';
import { INPUT_LIMITS } from '../constants/protocol.js';

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

/** A private key field: its format message, then (well formed but not a scalar) its range message. */
export const privateKeyString = (formatMessage: string, rangeMessage: string) =>
  z.string({ error: formatMessage }).check(
    z.superRefine((key, ctx) => {
      if (!PRIVATE_KEY.test(key)) ctx.addIssue({ code: 'custom', message: formatMessage });
      else if (!isSecp256k1Scalar(key)) ctx.addIssue({ code: 'custom', message: rangeMessage });
    }),
  );

/** Whether a hex quantity (`0x` + hex digits, already checked) is at most `max`. */
export const hexAtMost = (quantity: string, max: bigint): boolean => BigInt(quantity) <= max;

/**
 * Decimal digits an integer text may have before it is parsed: uint256 needs 78, and parsing a huge decimal
 * string into a bigint costs quadratic time, so longer text is refused unread (as too large).
 */
export const MAX_DECIMAL_DIGITS = 96;
