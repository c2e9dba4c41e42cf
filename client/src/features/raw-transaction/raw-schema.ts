import * as z from 'zod/mini';
import type { IntentRequest } from '../../backend/types.js';
import {
  isAptosFunction,
  isEvmAddress,
  isHexData,
  isSolanaAddress,
  isWholeNumber,
  SHAPES,
  text,
} from '../../intent-form/field-rules.js';
import { networkRules, NO_NETWORK, type NetworkValues } from '../../intent-form/network-fields.js';
import { parseAptosArguments, parseTypeArguments } from './parse-aptos-args.js';
import { EMPTY_SOLANA, solanaInstructions, type SolanaFormValue } from './solana-form-value.js';

/** The raw transaction form: the network, then each chain type's fields (only the picked type's are checked). */
export interface RawValues extends NetworkValues, SolanaFormValue {
  from: string;
  to: string;
  value: string;
  data: string;
  function: string;
  typeArguments: string;
  functionArguments: string;
}

export const emptyRawForm = (userSWA: string, solanaAddress: string): RawValues => ({
  chainType: 'EVM',
  ...NO_NETWORK,
  from: userSWA,
  to: '',
  value: '',
  data: '',
  function: '',
  typeArguments: '',
  functionArguments: '',
  ...EMPTY_SOLANA,
  signer: solanaAddress,
});

export const APTOS_EXAMPLE = {
  function: '0x1::aptos_account::transfer',
  typeArguments: '',
  functionArguments: '["0x000000000000000000000000000000000000000000000000000000000000beef", "1000"]',
};

const evmRules = {
  from: text([isEvmAddress, `Enter the sender (your wallet address): ${SHAPES.evmAddress}`]),
  to: text([isEvmAddress, `Enter the recipient’s address: ${SHAPES.evmAddress}`]),
  value: text([isWholeNumber, 'Enter the value in wei as a whole number, like 1000 (0 to send none)']),
  data: text([
    (data) => !data || isHexData(data),
    'Enter the data as 0x followed by pairs of hex digits, or leave it empty',
  ]),
};

const parses = (args: string) => {
  try {
    parseAptosArguments(args);
    return true;
  } catch {
    return false;
  }
};
const aptosRules = {
  function: text([
    isAptosFunction,
    'Enter the function as address::module::function, like 0x1::aptos_account::transfer',
  ]),
  functionArguments: text([
    parses,
    'Enter the arguments as a JSON list, like ["0x…", "1000"], or as comma-separated values',
  ]),
};

/** Comma-separated bytes, 0 to 255 each (empty: no data). */
const isByteList = (data: string) =>
  data
    .split(',')
    .filter((b) => b.trim())
    .every((b) => /^\s*[0-9]+\s*$/.test(b) && Number(b) <= 255);

/**
 * Solana's rules: the signer is a key and, once the wallets read gave it, the user's address (`user`, '' until
 * then): the only account that may sign, as the signer and as any key marked Signer; each instruction's program
 * and data bytes, each key's public key.
 */
const solanaRules = (user: string, signer: string) => ({
  signer: text(
    [isSolanaAddress, `Enter the signer (your Solana address): ${SHAPES.solanaAddress}`],
    [(s) => !user || s === user, `Only you can sign: enter your Solana address ${user}`],
  ),
  instructions: z.array(
    z.object({
      programId: text([isSolanaAddress, `Enter the program’s ID: ${SHAPES.solanaAddress}`]),
      data: text([isByteList, 'Enter the data as comma-separated bytes from 0 to 255, like 2, 0, 0, 0']),
      keys: z.array(
        z
          .object({
            pubkey: text([isSolanaAddress, `Enter the key’s public key: ${SHAPES.solanaAddress}`]),
            isSigner: z.boolean(),
          })
          .check(
            z.refine((key) => !key.isSigner || key.pubkey.trim() === signer, {
              path: ['pubkey'],
              message: `Only you can sign: enter your Solana address ${signer}, or untick Signer`,
            }),
          ),
      ),
    }),
  ),
});

/** The rules of the picked chain type, after the network's; `user` is the user's Solana address ('' until known). */
export function rawSchema(values: RawValues, user: string) {
  const fields =
    values.chainType === 'EVM'
      ? evmRules
      : values.chainType === 'APTOS'
        ? aptosRules
        : solanaRules(user, values.signer.trim());
  return z.object({ ...networkRules(values.sponsored), ...fields });
}

/** The intent the form describes (checked by rawSchema first). */
export function rawRequest(values: RawValues): IntentRequest {
  const { caip2Id } = values;
  if (values.chainType === 'EVM') {
    const data = values.data.trim();
    const transaction = { from: values.from.trim(), to: values.to.trim(), value: values.value.trim() };
    return {
      kind: 'evmRawTransaction',
      input: { caip2Id, transaction: { ...transaction, ...(data && { data }) } },
    };
  }
  if (values.chainType === 'APTOS') {
    const transaction = {
      function: values.function.trim(),
      typeArguments: parseTypeArguments(values.typeArguments),
      functionArguments: parseAptosArguments(values.functionArguments),
    };
    return { kind: 'aptosRawTransaction', input: { caip2Id, transactions: [transaction] } };
  }
  const transaction = { signer: values.signer.trim(), instructions: solanaInstructions(values) };
  return { kind: 'solanaRawTransaction', input: { caip2Id, transaction } };
}

/** Whether the picked chain type's fields are filled in enough to send. */
export const rawReady = (values: RawValues) =>
  values.chainType === 'EVM'
    ? !!(values.from && values.to && values.value)
    : values.chainType === 'APTOS'
      ? !!values.function
      : !!values.signer && values.instructions.length > 0;
