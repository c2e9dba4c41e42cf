import * as z from 'zod/mini';
import { INPUT_LIMITS } from '../constants/protocol.js';
import { fmt, VALIDATION } from '../messages.js';
import { hexAtMost, MAX_DECIMAL_DIGITS } from './bounds.js';
import { remember } from '../remember.js';
import { HEX_ADDRESS } from './key-patterns.js';
import { useEnglishMessages } from './zod-locale.js';

useEnglishMessages();

export { HEX_ADDRESS } from './key-patterns.js';
export const HEX_BYTES = /^0x([0-9a-fA-F]{2})*$/;
export const HEX_QUANTITY = /^0x[0-9a-fA-F]+$/;
export const HEX_BYTES32 = /^0x[0-9a-fA-F]{64}$/;
export const HEX_SIGNATURE = /^0x[0-9a-fA-F]{130}$/;
export const UNCOMPRESSED_PUBLIC_KEY = /^0x04[0-9a-fA-F]{128}$/;
export const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
export const DECIMAL_INTEGER = /^-?[0-9]+$/;

/** A string field whose every failure (missing, wrong type, wrong format) reports `message`. */
export const patternString = (pattern: RegExp, message: string) =>
  z.string({ error: message }).check(z.regex(pattern, message));

/** A `0x` hex quantity of at most `max` (its ABI type's largest value). */
export const hexQuantity = (formatMessage: string, max: bigint, tooLarge: string) =>
  z.string({ error: formatMessage }).check(
    z.superRefine((value, ctx) => {
      if (!HEX_QUANTITY.test(value)) ctx.addIssue({ code: 'custom', message: formatMessage });
      else if (!hexAtMost(value, max)) ctx.addIssue({ code: 'custom', message: tooLarge });
    }),
  );

export const address = (message: string = VALIDATION.invalidEthereumAddress) =>
  patternString(HEX_ADDRESS, message);

export const uuid = (message: string) => patternString(UUID, message);

/**
 * An object that rejects unknown keys with `Unrecognized key(s) in object: 'a', 'b'` (§15.3); `typeMessage`, when
 * given, is what a value that is not an object reports.
 */
export function strictObject<T extends z.core.$ZodLooseShape>(shape: T, typeMessage?: string) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? fmt.unrecognizedKeys(issue.keys)
        : issue.code === 'invalid_type'
          ? typeMessage
          : undefined,
  });
}

type Caip2Messages = { required: string; blank: string; spaces: string };
const CAIP2_DEFAULT: Caip2Messages = {
  required: VALIDATION.caip2IdRequired,
  blank: VALIDATION.caip2IdBlank,
  spaces: VALIDATION.caip2IdSpaces,
};
/** Token transfer spells the last two messages with `caip2Id`. */
export const CAIP2_TOKEN: Caip2Messages = {
  required: VALIDATION.caip2IdRequired,
  blank: VALIDATION.tokenCaip2IdBlank,
  spaces: VALIDATION.tokenCaip2IdSpaces,
};

/**
 * CAIP-2 id: present, not blank, no surrounding spaces; optionally of the Aptos (or Solana) family with its own
 * message.
 */
export function caip2Id(options: { messages?: Caip2Messages; aptosOnly?: string; solanaOnly?: string } = {}) {
  const messages = options.messages ?? CAIP2_DEFAULT;
  return z.string({ error: messages.required }).check(
    z.superRefine((value, ctx) => {
      if (value.trim() === '') ctx.addIssue({ code: 'custom', message: messages.blank });
      else if (value !== value.trim()) ctx.addIssue({ code: 'custom', message: messages.spaces });
      else if (value.length > INPUT_LIMITS.caip2IdChars)
        ctx.addIssue({ code: 'custom', message: VALIDATION.caip2IdTooLong });
      else if (options.aptosOnly && !/^aptos:/i.test(value))
        ctx.addIssue({ code: 'custom', message: options.aptosOnly });
      else if (options.solanaOnly && !/^solana:/i.test(value))
        ctx.addIssue({ code: 'custom', message: options.solanaOnly });
    }),
  );
}

/**
 * Converts an integer given as number, bigint or decimal string; undefined when it is not an integer. Decimal text
 * of more than MAX_DECIMAL_DIGITS digits is not parsed: it reads as ±2^256 (beyond every bound) without the cost.
 */
export function toBigIntOrUndefined(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!DECIMAL_INTEGER.test(text)) return undefined;
  if (text.replace(/^-?0*/, '').length > MAX_DECIMAL_DIGITS)
    return text.startsWith('-') ? -(2n ** 256n) : 2n ** 256n;
  return BigInt(text);
}

/** An integer amount (number, bigint or decimal string) between a minimum and a maximum (uint256 by default). */
export function integerAmount(
  minimum: bigint,
  belowMinimum: string,
  maximum: bigint = INPUT_LIMITS.uint256Max,
  aboveMaximum: string = VALIDATION.amountTooLarge,
) {
  return z.union([z.number(), z.bigint(), z.string()], { error: VALIDATION.amountInteger }).check(
    z.superRefine((value, ctx) => {
      const amount = toBigIntOrUndefined(value);
      if (amount === undefined) ctx.addIssue({ code: 'custom', message: VALIDATION.amountInteger });
      else if (amount < minimum) ctx.addIssue({ code: 'custom', message: belowMinimum });
      else if (amount > maximum) ctx.addIssue({ code: 'custom', message: aboveMaximum });
    }),
  );
}

/**
 * Context a schema needs that is not in its input: the logged-in user's addresses. Without `solanaAddress` the
 * Solana schemas check formats only (the SDK learns the address from the wallets read, after the format checks).
 */
export interface UserContext {
  userSWA?: string;
  solanaAddress?: string;
}

/**
 * A schema factory that builds once per user and reuses the schema: building a zod schema costs more than parsing
 * with it, and every intent call validates. The schemas of the last 64 users are kept. Declare factories with
 * `/* @__PURE__ *\/` so a bundler still drops the unused ones.
 */
export function schemaPerUser<S>(build: (ctx: UserContext) => S): (ctx?: UserContext) => S {
  const built = new Map<string | undefined, S>();
  return (ctx = {}) => {
    const { userSWA, solanaAddress } = ctx;
    // Base58 never holds a space: the pair cannot collide.
    const key = solanaAddress === undefined ? userSWA : `${userSWA} ${solanaAddress}`;
    return built.get(key) ?? remember(built, key, build({ userSWA, solanaAddress }), 64);
  };
}

export const isSameAddress = (a: string, b: string | undefined) =>
  b !== undefined && a.toLowerCase() === b.toLowerCase();
