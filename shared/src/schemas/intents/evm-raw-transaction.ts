import * as z from 'zod/mini';
import { INPUT_LIMITS } from '../../constants/protocol.js';
import { VALIDATION } from '../../messages.js';
import { MAX_DECIMAL_DIGITS } from '../bounds.js';
import {
  caip2Id,
  DECIMAL_INTEGER,
  HEX_ADDRESS,
  HEX_QUANTITY,
  patternString,
  schemaPerUser,
  strictObject,
} from '../common.js';
import { HEX_CALLDATA } from '../chain-addresses.js';
import { useEnglishMessages } from '../zod-locale.js';

useEnglishMessages();

/**
 * A wei value as number, bigint, decimal string or hex quantity; undefined when it is none of these. Text too long
 * for any uint256 is not parsed (see MAX_DECIMAL_DIGITS): it reads as ±2^256.
 */
export function toWei(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : undefined;
  if (typeof value !== 'string' || !(DECIMAL_INTEGER.test(value) || HEX_QUANTITY.test(value)))
    return undefined;
  if (DECIMAL_INTEGER.test(value) && value.replace(/^-?0*/, '').length > MAX_DECIMAL_DIGITS)
    return value.startsWith('-') ? -(2n ** 256n) : 2n ** 256n;
  return BigInt(value);
}

/**
 * The EVM transaction `{from, to, data?, value?}` (strict): addresses of exactly 20 bytes (a deployment goes to the
 * zero address, `data` its creation code), `data` whole bytes.
 */
export const evmTransactionSchema = strictObject({
  from: patternString(HEX_ADDRESS, VALIDATION.invalidFrom),
  to: patternString(HEX_ADDRESS, VALIDATION.invalidTo),
  data: z.optional(patternString(HEX_CALLDATA, VALIDATION.invalidTransactionData)),
  value: z.optional(
    z.union([z.number(), z.bigint(), z.string()], { error: VALIDATION.negativeValue }).check(
      z.superRefine((value, ctx) => {
        const wei = toWei(value);
        if (wei === undefined || wei < 0n)
          ctx.addIssue({ code: 'custom', message: VALIDATION.negativeValue });
        else if (wei > INPUT_LIMITS.uint256Max)
          ctx.addIssue({ code: 'custom', message: VALIDATION.valueTooLarge });
      }),
    ),
  ),
}).check(z.refine((tx) => tx.data !== undefined || tx.value !== undefined, VALIDATION.dataOrValue));
/**
 * One EVM transaction of a raw transaction: `to`, and `data` or `value` (or both).
 * @example
 * const tx: EvmTransaction = { from: userSWA, to: contract, data: '0xa9059cbb…', value: '0' };
 */
export type EvmTransaction = z.input<typeof evmTransactionSchema>;

/** RAW_TRANSACTION on EVM `{caip2Id, transaction}` (§15.3); the eip155 family is checked after the lookup. */
export const evmRawTransactionSchema = /* @__PURE__ */ schemaPerUser(() =>
  strictObject({
    caip2Id: caip2Id(),
    transaction: evmTransactionSchema,
  }),
);
/**
 * Input of `evmRawTransaction`: one transaction on an `eip155:` chain.
 * @example
 * const input: EvmRawTransactionInput = { caip2Id: 'eip155:84532', transaction: { from: userSWA, to: contract, value: '1000' } };
 */
export type EvmRawTransactionInput = z.input<ReturnType<typeof evmRawTransactionSchema>>;
