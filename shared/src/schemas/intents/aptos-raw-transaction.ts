import * as z from 'zod/mini';
import { INPUT_LIMITS } from '../../constants/protocol.js';
import { VALIDATION } from '../../messages.js';
import { caip2Id, schemaPerUser, strictObject } from '../common.js';
import { APTOS_FUNCTION } from '../chain-addresses.js';
import { useEnglishMessages } from '../zod-locale.js';

useEnglishMessages();

const scalar = z.union([
  z.string().check(z.maxLength(INPUT_LIMITS.messageChars, VALIDATION.argumentTooLong)),
  z.number(),
  z.boolean(),
  z.bigint(),
  // null and undefined in one custom schema (aborting, as z.null() and z.undefined() are): their two zod classes
  // would cost the SDK bundle ≈ 0.1 kB gz.
  z.custom<null | undefined>((value) => value == null),
  z.instanceof(Uint8Array),
  z.instanceof(ArrayBuffer),
]);
/** A function argument: a scalar or a one-level array of scalars (§15.3). */
const aptosArgumentSchema = z.union([scalar, z.array(scalar)]);

/** One Aptos entry-function call; not strict (extra keys are dropped). */
export const aptosTransactionSchema = z.object({
  function: z.string({ error: VALIDATION.functionRequired }).check(
    z.minLength(1, VALIDATION.functionRequired),
    z.maxLength(INPUT_LIMITS.identifierChars, VALIDATION.functionTooLong),
    z.refine(
      (fn) => fn === '' || fn.length > INPUT_LIMITS.identifierChars || APTOS_FUNCTION.test(fn),
      VALIDATION.invalidFunction,
    ),
  ),
  typeArguments: z._default(
    z.array(z.string().check(z.maxLength(INPUT_LIMITS.identifierChars, VALIDATION.typeArgumentTooLong))),
    [],
  ),
  functionArguments: z._default(z.array(aptosArgumentSchema), []),
});
/**
 * One Aptos entry-function call; `typeArguments` and `functionArguments` default to `[]`.
 * @example
 * const tx: AptosTransaction = { function: '0x1::aptos_account::transfer', functionArguments: [recipient, 100] };
 */
export type AptosTransaction = z.input<typeof aptosTransactionSchema>;

/** RAW_TRANSACTION on Aptos `{caip2Id, transactions}` (§15.3). */
export const aptosRawTransactionSchema = /* @__PURE__ */ schemaPerUser(() =>
  strictObject({
    caip2Id: caip2Id({ aptosOnly: VALIDATION.aptosCaip2Id }),
    transactions: z
      .array(aptosTransactionSchema, { error: VALIDATION.atLeastOneTransaction })
      .check(z.minLength(1, VALIDATION.atLeastOneTransaction)),
  }),
);
/**
 * Input of `aptosRawTransaction`: one or more entry-function calls on an `aptos:` chain.
 * @example
 * const input: AptosRawTransactionInput = { caip2Id: 'aptos:2', transactions: [tx] };
 */
export type AptosRawTransactionInput = z.input<ReturnType<typeof aptosRawTransactionSchema>>;
