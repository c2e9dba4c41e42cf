import * as z from 'zod/mini';
import { isSecp256k1Scalar, PRIVATE_KEY } from './key-patterns.js';

export { isSecp256k1Scalar, PRIVATE_KEY } from './key-patterns.js';

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
