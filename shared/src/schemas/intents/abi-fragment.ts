import * as z from 'zod/mini';
import { INPUT_LIMITS } from '../../constants/protocol.js';
import { isJsonObject } from '../../is-json-object.js';
import { VALIDATION } from '../../messages.js';
import { useEnglishMessages } from '../zod-locale.js';

useEnglishMessages();

const { identifierChars, abiParameters: maxParameters, abiDepth } = INPUT_LIMITS;
/** A Solidity ABI type: elementary or `tuple`, with any number of `[]` / `[n]` suffixes (bounded in length). */
const ABI_TYPE =
  /^(address|bool|string|bytes([1-9]|[12]\d|3[0-2])?|u?int(8|16|24|32|40|48|56|64|72|80|88|96|104|112|120|128|136|144|152|160|168|176|184|192|200|208|216|224|232|240|248|256)?|tuple)(\[([1-9]\d{0,3})?\])*$/;
/** A Solidity identifier (function and parameter names) of at most 256 characters. */
const IDENTIFIER = /^[A-Za-z_$][\w$]{0,255}$/;

export interface AbiParameter {
  type: string;
  name?: string;
  components?: AbiParameter[];
  [key: string]: unknown;
}

/** The first problem of an ABI parameter list (at most 64 per list, tuples 8 deep), or undefined. */
function abiParametersIssue(list: unknown, depth = 0): string | undefined {
  if (!Array.isArray(list) || list.length > maxParameters || depth > abiDepth) return VALIDATION.invalidAbi;
  for (const param of list) {
    if (!isJsonObject(param)) return VALIDATION.invalidAbi;
    const { type, name, components } = param;
    if (typeof type !== 'string' || type.length > identifierChars || !ABI_TYPE.test(type))
      return VALIDATION.invalidAbiType;
    if (name !== undefined && name !== '' && (typeof name !== 'string' || !IDENTIFIER.test(name)))
      return VALIDATION.invalidAbi;
    const issue = type.startsWith('tuple') ? abiParametersIssue(components, depth + 1) : undefined;
    if (issue) return issue;
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
    name: z.string({ error: VALIDATION.invalidAbi }).check(z.regex(IDENTIFIER, VALIDATION.invalidAbi)),
    // A one-value enum, not z.literal: the same rule and output, and the enum class is in the bundle already.
    type: z._default(z.enum(['function'], { error: VALIDATION.invalidAbi }), 'function'),
    inputs: abiParameters,
    outputs: abiParameters,
    // A string (so an ABI read from JSON type-checks) that is one of the four.
    stateMutability: z.optional(
      z.string().check(z.regex(/^(pure|view|nonpayable|payable)$/, VALIDATION.invalidAbi)),
    ),
  },
  { error: VALIDATION.invalidAbi },
);
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
export const argsMatchInputs = (
  inputs: readonly AbiParameter[],
  args: Record<string, unknown> | unknown[],
) =>
  Array.isArray(args)
    ? args.length === inputs.length
    : inputs.every((input, i) => (input.name && Object.hasOwn(args, input.name)) || Object.hasOwn(args, i));
