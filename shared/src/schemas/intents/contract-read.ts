import * as z from 'zod';
import { VALIDATION } from '../../messages.js';
import { caip2Id, HEX_ADDRESS, patternString } from '../common.js';
import { aptosArgumentSchema } from './aptos-raw-transaction.js';

/** One ABI function fragment `{inputs, name, outputs, stateMutability, type}`. */
export const abiFunctionSchema = z.object(
  {
    name: z.string({ error: VALIDATION.invalidAbi }).min(1, VALIDATION.invalidAbi),
    type: z.literal('function', { error: VALIDATION.invalidAbi }).default('function'),
    inputs: z.array(z.looseObject({ type: z.string(), name: z.string().optional() })).default([]),
    outputs: z.array(z.looseObject({ type: z.string(), name: z.string().optional() })).default([]),
    stateMutability: z.string().optional(),
  },
  { error: VALIDATION.invalidAbi },
);

export const evmReadDataSchema = z.object({
  contractAddress: patternString(HEX_ADDRESS, VALIDATION.invalidContractAddress),
  abi: abiFunctionSchema,
  args: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).default({}),
});

export const aptosReadDataSchema = z.object({
  function: z.string({ error: VALIDATION.functionRequired }).min(1, VALIDATION.functionRequired),
  typeArguments: z.array(z.string()).default([]),
  functionArguments: z.array(aptosArgumentSchema).default([]),
});

/** Contract read payload `{caip2Id, data}` (§14.10): Aptos data for an `aptos:` chain, EVM data otherwise. */
export const contractReadSchema = z
  .object({ caip2Id: caip2Id(), data: z.unknown() })
  .superRefine((input, ctx) => {
    const schema = /^aptos:/i.test(input.caip2Id) ? aptosReadDataSchema : evmReadDataSchema;
    const result = schema.safeParse(input.data);
    if (!result.success)
      for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['data'] });
  });
export type ContractReadInput = {
  caip2Id: string;
  data: z.input<typeof evmReadDataSchema> | z.input<typeof aptosReadDataSchema>;
};
