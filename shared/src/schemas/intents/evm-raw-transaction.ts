import * as z from 'zod/mini';
import { VALIDATION } from '../../messages.js';
import {
  caip2Id,
  DECIMAL_INTEGER,
  HEX_ADDRESS,
  HEX_QUANTITY,
  patternString,
  schemaPerUser,
  strictObject,
} from '../common.js';
import { useEnglishMessages } from '../zod-locale.js';

useEnglishMessages();

/** A wei value as number, bigint, decimal string or hex quantity; undefined when it is none of these. */
export function toWei(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : undefined;
  if (typeof value === 'string' && (DECIMAL_INTEGER.test(value) || HEX_QUANTITY.test(value)))
    return BigInt(value);
  return undefined;
}

/** The EVM transaction `{from, to, data?, value?}` (strict). */
export const evmTransactionSchema = strictObject({
  from: patternString(HEX_ADDRESS, VALIDATION.invalidFrom),
  to: patternString(HEX_ADDRESS, VALIDATION.invalidTo),
  data: z.optional(patternString(/^0x[0-9a-fA-F]*$/, VALIDATION.invalidTransactionData)),
  value: z.optional(
    z.union([z.number(), z.bigint(), z.string()], { error: VALIDATION.negativeValue }).check(
      z.refine((value) => {
        const wei = toWei(value);
        return wei !== undefined && wei >= 0n;
      }, VALIDATION.negativeValue),
    ),
  ),
}).check(z.refine((tx) => tx.data !== undefined || tx.value !== undefined, VALIDATION.dataOrValue));
export type EvmTransaction = z.input<typeof evmTransactionSchema>;

/** RAW_TRANSACTION on EVM `{caip2Id, transaction}` (§15.3); the eip155 family is checked after the lookup. */
export const evmRawTransactionSchema = /* @__PURE__ */ schemaPerUser(() =>
  strictObject({
    caip2Id: caip2Id(),
    transaction: evmTransactionSchema,
  }),
);
export type EvmRawTransactionInput = z.input<ReturnType<typeof evmRawTransactionSchema>>;
