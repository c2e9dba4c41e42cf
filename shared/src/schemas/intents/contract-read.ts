import * as z from 'zod/mini';
import { VALIDATION } from '../../messages.js';
import { caip2Id, HEX_ADDRESS, patternString } from '../common.js';
import { aptosArgumentSchema } from './aptos-raw-transaction.js';
import { useEnglishMessages } from '../zod-locale.js';

useEnglishMessages();

/** One ABI function fragment `{inputs, name, outputs, stateMutability, type}`. */
export const abiFunctionSchema = z.object(
  {
    name: z.string({ error: VALIDATION.invalidAbi }).check(z.minLength(1, VALIDATION.invalidAbi)),
    type: z._default(z.literal('function', { error: VALIDATION.invalidAbi }), 'function'),
    inputs: z._default(z.array(z.looseObject({ type: z.string(), name: z.optional(z.string()) })), []),
    outputs: z._default(z.array(z.looseObject({ type: z.string(), name: z.optional(z.string()) })), []),
    stateMutability: z.optional(z.string()),
  },
  { error: VALIDATION.invalidAbi },
);

export const evmReadDataSchema = z.object({
  contractAddress: patternString(HEX_ADDRESS, VALIDATION.invalidContractAddress),
  abi: abiFunctionSchema,
  args: z._default(z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]), {}),
});

export const aptosReadDataSchema = z.object({
  function: z
    .string({ error: VALIDATION.functionRequired })
    .check(z.minLength(1, VALIDATION.functionRequired)),
  typeArguments: z._default(z.array(z.string()), []),
  functionArguments: z._default(z.array(aptosArgumentSchema), []),
});

/** Contract read payload `{caip2Id, data}` (§14.10): Aptos data for an `aptos:` chain, EVM data otherwise. */
export const contractReadSchema = z.object({ caip2Id: caip2Id(), data: z.unknown() }).check(
  z.superRefine((input, ctx) => {
    const schema = /^aptos:/i.test(input.caip2Id) ? aptosReadDataSchema : evmReadDataSchema;
    const result = schema.safeParse(input.data);
    if (!result.success)
      for (const issue of result.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['data'] });
  }),
);
export type ContractReadInput = {
  caip2Id: string;
  data: z.input<typeof evmReadDataSchema> | z.input<typeof aptosReadDataSchema>;
};
