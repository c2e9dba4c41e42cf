import * as z from 'zod/mini';
import { INPUT_LIMITS } from '../../constants/protocol.js';
import { isJsonObject } from '../../is-json-object.js';
import { VALIDATION } from '../../messages.js';
import { useEnglishMessages } from '../zod-locale.js';

useEnglishMessages();

const INT_BITS = Array.from({ length: 32 }, (_, i) => (i + 1) * 8).join('|');
/** A Solidity ABI type: elementary or `tuple`, with any number of `[]` / `[n]` suffixes. */
const ABI_TYPE = new RegExp(
  `^(address|bool|string|bytes([1-9]|[12][0-9]|3[0-2])?|u?int(${INT_BITS})?|tuple)(\\[([1-9][0-9]{0,3})?\\])*$`,
);
const MUTABILITIES = ['pure', 'view', 'nonpayable', 'payable'];
/** A Solidity identifier (function and parameter names). */
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export interface AbiParameter {
  type: string;
  name?: string;
  components?: AbiParameter[];
  [key: string]: unknown;
}

/** The first problem of an ABI parameter list (bounded in length and tuple depth), or undefined. */
export function abiParametersIssue(list: unknown, depth = 0): string | undefined {
  if (!Array.isArray(list) || list.length > INPUT_LIMITS.abiParameters || depth > INPUT_LIMITS.abiDepth)
    return VALIDATION.invalidAbi;
  for (const param of list) {
    if (!isJsonObject(param)) return VALIDATION.invalidAbi;
    const { type, name, components } = param;
    if (typeof type !== 'string' || !ABI_TYPE.test(type)) return VALIDATION.invalidAbiType;
    if (name !== undefined && name !== '') {
      if (typeof name !== 'string') return VALIDATION.invalidAbi;
      if (name.length > INPUT_LIMITS.identifierChars) return VALIDATION.abiNameTooLong;
      if (!IDENTIFIER.test(name)) return VALIDATION.invalidAbi;
    }
    if (type.startsWith('tuple')) {
      const issue = abiParametersIssue(components, depth + 1);
      if (issue) return issue;
    }
  }
  return undefined;
}

const abiParameters = z._default(
  z.array(z.unknown(), { error: VALIDATION.invalidAbi }).check(
    z.superRefine((list, ctx) => {
      const issue = abiParametersIssue(list);
      if (issue) ctx.addIssue({ code: 'custom', message: issue });
    }),
  ) as unknown as z.ZodMiniType<AbiParameter[], readonly AbiParameter[]>,
  [],
);

/**
 * One ABI function fragment `{inputs, name, outputs, stateMutability, type}`: `inputs` and `outputs` default to
 * none, every parameter type is a Solidity type, tuples carry their components.
 */
export const abiFunctionSchema = z.object(
  {
    name: z
      .string({ error: VALIDATION.invalidAbi })
      .check(
        z.minLength(1, VALIDATION.invalidAbi),
        z.maxLength(INPUT_LIMITS.identifierChars, VALIDATION.abiNameTooLong),
        z.regex(IDENTIFIER, VALIDATION.invalidAbi),
      ),
    type: z._default(z.literal('function', { error: VALIDATION.invalidAbi }), 'function'),
    inputs: abiParameters,
    outputs: abiParameters,
    // Typed as a string so an ABI read from JSON type-checks; the value is still one of the four.
    stateMutability: z.optional(
      z.string().check(z.refine((value) => MUTABILITIES.includes(value), VALIDATION.invalidAbi)),
    ),
  },
  { error: VALIDATION.invalidAbi },
);
export type AbiFunctionFragment = z.output<typeof abiFunctionSchema>;

/** Arguments in `inputs` order from a positional array or an object keyed by input name (or index). */
export function orderedArgs(
  inputs: readonly AbiParameter[],
  args: Record<string, unknown> | unknown[],
): unknown[] {
  if (Array.isArray(args)) return args;
  return inputs.map((input, i) =>
    input.name && Object.hasOwn(args, input.name) ? args[input.name] : args[String(i)],
  );
}

/** Whether there is one argument per input: the array's length, or every input named (or indexed) in the object. */
export function argsMatchInputs(inputs: readonly AbiParameter[], args: Record<string, unknown> | unknown[]) {
  if (Array.isArray(args)) return args.length === inputs.length;
  return inputs.every(
    (input, i) => (input.name && Object.hasOwn(args, input.name)) || Object.hasOwn(args, String(i)),
  );
}
