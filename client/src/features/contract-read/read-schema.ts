import * as z from 'zod/mini';
import type { ContractReadRequest } from '../../backend/types.js';
import { isAptosFunction, isEvmAddress, SHAPES, text } from '../../intent-form/field-rules.js';
import { networkRules, NO_NETWORK, type NetworkValues } from '../../intent-form/network-fields.js';
import { DEMO } from '../../lib/demo-messages.js';

export interface ReadValues extends NetworkValues {
  contractAddress: string;
  abi: string;
  args: string;
  function: string;
  typeArguments: string[];
  functionArguments: string[];
}

/** What a new chain type clears: every field of the last one's. */
export const EMPTY_READ_FIELDS = {
  contractAddress: '',
  abi: '',
  args: '',
  function: '',
  typeArguments: [] as string[],
  functionArguments: [] as string[],
};

export const EMPTY_READ_FORM: ReadValues = { chainType: 'EVM', ...NO_NETWORK, ...EMPTY_READ_FIELDS };

/** JSON text that parses, else `what`'s parse error and `hint` (blank text is `{}` when `blankOk`). */
const json = (what: string, hint: string, blankOk = false) =>
  z.string().check(
    z.superRefine((value, ctx) => {
      if (blankOk && !value.trim()) return;
      try {
        JSON.parse(value);
      } catch (error) {
        ctx.addIssue({
          code: 'custom',
          message: `Invalid ${what} JSON: ${(error as Error).message}. ${hint}`,
        });
      }
    }),
  );

const evmRules = {
  contractAddress: text([isEvmAddress, `${DEMO.invalidContractAddress}: enter ${SHAPES.evmAddress}`]),
  abi: json('ABI', 'Paste the function’s ABI as JSON, or tap an example above'),
  args: json('args', 'Enter a JSON object, like {"account": "0x…"}, or leave it empty', true),
};

const aptosRules = {
  function: text(
    [
      (f) => f !== '',
      `${DEMO.aptosFunctionRequired}: enter it as address::module::function, like 0x1::coin::balance`,
    ],
    [isAptosFunction, 'Enter the function as address::module::function, like 0x1::coin::balance'],
  ),
};

/** The read form's rules (spec §5 messages first, each with what to enter) for its chain type. */
export const readSchema = (chainType: string) =>
  z.object({ ...networkRules(false), ...(chainType === 'EVM' ? evmRules : aptosRules) });

/**
 * The read the form describes (checked by readSchema first): on EVM the ABI and args as the user's JSON, parsed
 * (the SDK and the BFF check them with the spec's messages; blank args are `{}`).
 */
export function readRequest(values: ReadValues): ContractReadRequest {
  if (values.chainType === 'EVM') {
    const data = {
      contractAddress: values.contractAddress.trim(),
      abi: JSON.parse(values.abi) as unknown,
      args: (values.args.trim() ? JSON.parse(values.args) : {}) as unknown,
    };
    return { caip2Id: values.caip2Id, data: data as ContractReadRequest['data'] };
  }
  const data = {
    function: values.function.trim(),
    typeArguments: values.typeArguments.filter(Boolean),
    functionArguments: values.functionArguments,
  };
  return { caip2Id: values.caip2Id, data };
}
