import { checkAptosReadForm, DEMO, parseEvmReadForm } from '@satchel/shared/demo';
import { type FieldProblem, isEvmAddress, SHAPES } from '../../components/field-rules.js';

export type ReadField = 'contractAddress' | 'abi' | 'args' | 'function';

const APTOS_FUNCTION = /^0x[0-9a-fA-F]{1,64}::[A-Za-z_]\w*::[A-Za-z_]\w*$/;

/**
 * The EVM read form parsed (spec §5 messages first), or its first problem beside its field with what to enter.
 */
export function evmReadForm(form: { contractAddress: string; abi: string; args: string }) {
  if (!isEvmAddress(form.contractAddress.trim()))
    return problem('contractAddress', `${DEMO.invalidContractAddress}: enter ${SHAPES.evmAddress}`);
  const parsed = parseEvmReadForm({ ...form, contractAddress: form.contractAddress.trim() });
  if (!('error' in parsed)) return parsed;
  return parsed.error.startsWith('Invalid args')
    ? problem('args', `${parsed.error}. Enter a JSON object, like {"account": "0x…"}, or leave it empty`)
    : problem('abi', `${parsed.error}. Paste the function’s ABI as JSON, or tap an example above`);
}

export function aptosReadProblem(form: { function: string }): FieldProblem<ReadField> | undefined {
  const missing = checkAptosReadForm(form);
  const hint = 'enter it as address::module::function, like 0x1::coin::balance';
  if (missing) return { field: 'function', message: `${missing}: ${hint}` };
  if (!APTOS_FUNCTION.test(form.function.trim()))
    return {
      field: 'function',
      message: `Enter the function as address::module::function, like 0x1::coin::balance`,
    };
  return undefined;
}

const problem = (field: ReadField, message: string) => ({ problem: { field, message } }) as const;
