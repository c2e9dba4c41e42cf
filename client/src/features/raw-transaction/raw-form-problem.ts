import {
  type FieldProblem,
  isEvmAddress,
  isHexData,
  isSolanaAddress,
  isWholeNumber,
  SHAPES,
} from '../../components/field-rules.js';
import { parseAptosArguments } from './parse-aptos-args.js';
import { dataBytes, type SolanaFormValue } from './solana-form-value.js';

/** EVM and Aptos fields by name; Solana's by place: `program-0`, `data-0`, `key-0-1`. */
export type RawField = string;

const APTOS_FUNCTION = /^0x[0-9a-fA-F]{1,64}::[A-Za-z_]\w*::[A-Za-z_]\w*$/;

export function evmRawProblem(evm: {
  from: string;
  to: string;
  value: string;
  data: string;
}): FieldProblem<RawField> | undefined {
  if (!isEvmAddress(evm.from.trim()))
    return { field: 'from', message: `Enter the sender (your wallet address): ${SHAPES.evmAddress}` };
  if (!isEvmAddress(evm.to.trim()))
    return { field: 'to', message: `Enter the recipient’s address: ${SHAPES.evmAddress}` };
  if (!isWholeNumber(evm.value.trim()))
    return {
      field: 'value',
      message: 'Enter the value in wei as a whole number, like 1000 (0 to send none)',
    };
  if (evm.data.trim() && !isHexData(evm.data.trim()))
    return {
      field: 'data',
      message: 'Enter the data as 0x followed by pairs of hex digits, or leave it empty',
    };
  return undefined;
}

export function aptosRawProblem(aptos: {
  function: string;
  functionArguments: string;
}): FieldProblem<RawField> | undefined {
  if (!APTOS_FUNCTION.test(aptos.function.trim()))
    return {
      field: 'function',
      message: 'Enter the function as address::module::function, like 0x1::aptos_account::transfer',
    };
  try {
    parseAptosArguments(aptos.functionArguments);
  } catch {
    return {
      field: 'functionArguments',
      message: 'Enter the arguments as a JSON list, like ["0x…", "1000"], or as comma-separated values',
    };
  }
  return undefined;
}

const isByte = (b: number) => Number.isInteger(b) && b >= 0 && b <= 255;

/**
 * The Solana form's first problem. `user` is the user's Solana address on the network ('' until the wallets read
 * gave it): the only account that may sign, as the signer and as any key marked Signer.
 */
export function solanaRawProblem(solana: SolanaFormValue, user = ''): FieldProblem<RawField> | undefined {
  const signer = solana.signer.trim();
  if (!isSolanaAddress(signer))
    return { field: 'signer', message: `Enter the signer (your Solana address): ${SHAPES.solanaAddress}` };
  if (user && signer !== user)
    return { field: 'signer', message: `Only you can sign: enter your Solana address ${user}` };
  for (const [i, ins] of solana.instructions.entries()) {
    if (!isSolanaAddress(ins.programId.trim()))
      return { field: `program-${i}`, message: `Enter the program’s ID: ${SHAPES.solanaAddress}` };
    const raw = ins.data.split(',').filter((b) => b.trim());
    if (raw.some((b) => !/^\s*[0-9]+\s*$/.test(b)) || !dataBytes(ins.data).every(isByte))
      return {
        field: `data-${i}`,
        message: 'Enter the data as comma-separated bytes from 0 to 255, like 2, 0, 0, 0',
      };
    for (const [k, key] of ins.keys.entries()) {
      const pubkey = key.pubkey.trim();
      if (!isSolanaAddress(pubkey))
        return { field: `key-${i}-${k}`, message: `Enter the key’s public key: ${SHAPES.solanaAddress}` };
      if (key.isSigner && pubkey !== signer)
        return {
          field: `key-${i}-${k}`,
          message: `Only you can sign: enter your Solana address ${signer}, or untick Signer`,
        };
    }
  }
  return undefined;
}
