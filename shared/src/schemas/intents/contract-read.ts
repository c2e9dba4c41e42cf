import * as z from 'zod/mini';
import { VALIDATION } from '../../messages.js';
import { caip2Id, HEX_ADDRESS, patternString } from '../common.js';
import { stringRecord } from '../string-record.js';
import { abiFunctionSchema, argsMatchInputs } from './abi-fragment.js';
import { aptosTransactionSchema } from './aptos-raw-transaction.js';
import { useEnglishMessages } from '../zod-locale.js';

useEnglishMessages();

export { abiFunctionSchema } from './abi-fragment.js';

/** EVM read data: `args` (default none) must give one value per ABI input, by position or by name. */
export const evmReadDataSchema = z
  .object({
    contractAddress: patternString(HEX_ADDRESS, VALIDATION.invalidContractAddress),
    abi: abiFunctionSchema,
    args: z._default(z.union([stringRecord(), z.array(z.unknown())], { error: VALIDATION.invalidArgs }), {}),
  })
  .check(
    z.refine((data) => argsMatchInputs(data.abi.inputs, data.args), {
      error: VALIDATION.argsMismatch,
      // Zod runs a refinement after non-fatal issues too: a fragment already refused (e.g. `inputs: [null]`) is
      // not read, and its own message is the one reported.
      when: (payload) => payload.issues.length === 0,
    }),
  );

/** Aptos view data: the shape of one Aptos entry-function call. */
export const aptosReadDataSchema = aptosTransactionSchema;

export type EvmReadData = z.output<typeof evmReadDataSchema>;
export type AptosReadData = z.output<typeof aptosReadDataSchema>;

/**
 * The data schema of a chain: Aptos data for an `aptos:` chain, EVM data otherwise. A server parses `data` with it
 * to read the defaults (`inputs`, `outputs`, `args`), never the raw body.
 */
export const contractReadDataSchema = (caip2Id: string) =>
  /^aptos:/i.test(caip2Id) ? aptosReadDataSchema : evmReadDataSchema;

/** Contract read payload `{caip2Id, data}` (§14.10), `data` checked by the chain's data schema. */
export const contractReadSchema = z.object({ caip2Id: caip2Id(), data: z.unknown() }).check(
  z.superRefine((input, ctx) => {
    const result = contractReadDataSchema(input.caip2Id).safeParse(input.data);
    if (!result.success)
      for (const issue of result.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['data'] });
  }),
);
/**
 * Input of `readContractData`: an EVM view call `{contractAddress, abi, args}` or an Aptos view function.
 * @example
 * const input: ContractReadInput = { caip2Id: 'aptos:2', data: { function: '0x1::coin::balance', typeArguments: [coin], functionArguments: [owner] } };
 * const [balance] = await readContractData(client, input);
 */
export type ContractReadInput = {
  caip2Id: string;
  data: z.input<typeof evmReadDataSchema> | z.input<typeof aptosReadDataSchema>;
};
