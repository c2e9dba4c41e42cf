import { toWei } from '@satchel/shared';
import type { Hex } from '../../crypto/hex-types.js';
import { InvalidInputError } from '../../errors/invalid-input-error.js';
import { numberToHex } from '../../crypto/number-to-hex.js';
import { toAptosJsonArgument, type AptosJsonArgument } from './aptos-argument.js';

/** Collection data `{type, attributes, description, symbol}`, each default `""` (§11.3). */
export function collectionJson(
  data: Partial<Record<'type' | 'attributes' | 'description' | 'symbol', string>> = {},
) {
  return {
    type: data.type ?? '',
    attributes: data.attributes ?? '',
    description: data.description ?? '',
    symbol: data.symbol ?? '',
  };
}

/** Mint data `{recipientWalletAddress, description, properties}`, properties rewritten `{name, valueType, value}`. */
export function mintJson(
  data: {
    recipientWalletAddress?: string;
    description?: string;
    properties?: ReadonlyArray<{ name: string; type: number | string; value: string }>;
  } = {},
) {
  return {
    recipientWalletAddress: data.recipientWalletAddress ?? '',
    description: data.description ?? '',
    properties: (data.properties ?? []).map((p) => ({
      name: p.name,
      valueType: String(p.type),
      value: p.value,
    })),
  };
}

/** An EVM transaction as input (value as number, bigint, decimal or hex string). */
export interface EvmTransactionInput {
  from: string;
  to: string;
  data?: string | undefined;
  value?: number | bigint | string | undefined;
}

/** EVM raw transaction `{from, to, data, value}` with `data ?? "0x"` and `value` minimal hex (§11.3). */
export function evmTransactionJson(tx: EvmTransactionInput): {
  from: string;
  to: string;
  data: string;
  value: Hex;
} {
  const value = toWei(tx.value ?? 0);
  if (value === undefined || value < 0n)
    throw new InvalidInputError('Invalid transaction value', { details: 'expected a non-negative integer' });
  return { from: tx.from, to: tx.to, data: tx.data ?? '0x', value: numberToHex(value) };
}

/** An Aptos entry-function call as input. */
export interface AptosTransactionInput {
  function: string;
  typeArguments?: readonly string[] | undefined;
  functionArguments?: readonly unknown[] | undefined;
}

/** Aptos raw transaction `{function, typeArguments, functionArguments}`, arrays default `[]` (§11.3). */
export function aptosTransactionJson(tx: AptosTransactionInput): {
  function: string;
  typeArguments: string[];
  functionArguments: AptosJsonArgument[];
} {
  return {
    function: tx.function,
    typeArguments: [...(tx.typeArguments ?? [])],
    functionArguments: (tx.functionArguments ?? []).map(toAptosJsonArgument),
  };
}
