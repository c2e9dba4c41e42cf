import * as z from 'zod/mini';

/**
 * The shapes the forms check before anything is sent, so a bad value gets the same words in both modes (the SDK
 * and the BFF word their refusals differently) and each message says what to enter.
 */
// A Solana key decodes to exactly 32 bytes: the wire contract's own check, not only its alphabet and length.
export { isSolanaAddress } from '@satchel/shared';
export const isEvmAddress = (v: string) => /^0x[0-9a-fA-F]{40}$/.test(v);
export const isAptosAddress = (v: string) => /^0x[0-9a-fA-F]{1,64}$/.test(v);
export const isWholeNumber = (v: string) => /^[0-9]+$/.test(v);
export const isHexData = (v: string) => /^0x([0-9a-fA-F]{2})*$/.test(v);
export const isWebLink = (v: string) => /^https?:\/\/[^\s/]+\S*$/.test(v);
/** An Aptos entry function: `address::module::function`. */
export const isAptosFunction = (v: string) => /^0x[0-9a-fA-F]{1,64}::[A-Za-z_]\w*::[A-Za-z_]\w*$/.test(v);
/** A fee payer, EVM or Aptos: `0x` and 40 (or 64) hex characters. */
export const isFeePayer = (v: string) => /^0x[0-9a-fA-F]{40}([0-9a-fA-F]{24})?$/.test(v);

export const SHAPES = {
  evmAddress: '0x followed by 40 hex characters',
  aptosAddress: '0x followed by up to 64 hex characters',
  solanaAddress: 'a base58 public key of 32 to 44 characters',
  webLink: 'a link starting with https://',
} as const;

/**
 * A text field whose trimmed value passes each rule in turn; the first that fails gives the field its message.
 * @example
 * text([isEvmAddress, `Enter the recipient’s address: ${SHAPES.evmAddress}`])
 */
export const text = (...rules: [test: (value: string) => boolean, message: string][]) =>
  z.string().check(
    z.superRefine((value, ctx) => {
      const failed = rules.find(([test]) => !test(value.trim()));
      if (failed) ctx.addIssue({ code: 'custom', message: failed[1] });
    }),
  );

/** A form's first problem: the field it is about (none: the whole form, shown in the page's banner) and what to do. */
export interface FormProblem {
  field?: string;
  message: string;
}

/**
 * The first issue of `values` against `schema`, in the schema's order (its fields top to bottom, then its checks
 * across fields), on the field its path names: `amount`, or by place in a list `instructions-0-data`.
 */
export function firstProblem(schema: z.core.$ZodType, values: unknown): FormProblem | undefined {
  const result = z.safeParse(schema, values);
  if (result.success) return undefined;
  const [issue] = result.error.issues;
  return { field: issue.path.join('-') || undefined, message: issue.message };
}
