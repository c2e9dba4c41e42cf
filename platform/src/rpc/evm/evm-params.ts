import type { Address, Hex } from 'viem';
import { echoInput } from '@satchel/shared';
import { invalidParams } from '../json-rpc-error.js';

// Parsers of the Ethereum JSON-RPC value types (execution-apis): each returns the value or throws -32602 naming
// the parameter, so a client sees what to fix.

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const HASH = /^0x[0-9a-fA-F]{64}$/;
const DATA = /^0x(?:[0-9a-fA-F]{2})*$/;
/** A quantity is at most 256 bits; leading zeros are tolerated (some clients send them). */
const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;

const wrong = (name: string, value: unknown, what: string) =>
  invalidParams(`${name} ${echoInput(JSON.stringify(value) ?? 'undefined')} is not ${what}`);

export function address(value: unknown, name: string): Address {
  if (typeof value !== 'string' || !ADDRESS.test(value)) throw wrong(name, value, 'a 20-byte hex address');
  return value.toLowerCase() as Address;
}

export function hash(value: unknown, name: string): Hex {
  if (typeof value !== 'string' || !HASH.test(value)) throw wrong(name, value, 'a 32-byte hex hash');
  return value.toLowerCase() as Hex;
}

export function data(value: unknown, name: string): Hex {
  if (typeof value !== 'string' || !DATA.test(value)) throw wrong(name, value, 'hex data (0x, whole bytes)');
  return value.toLowerCase() as Hex;
}

export function quantity(value: unknown, name: string): bigint {
  if (typeof value !== 'string' || !QUANTITY.test(value)) throw wrong(name, value, 'a hex quantity');
  return BigInt(value);
}

export function bool(value: unknown, name: string): boolean {
  if (typeof value !== 'boolean') throw wrong(name, value, 'a boolean');
  return value;
}

/** A storage slot: a quantity or 32 bytes, as 32 bytes. */
export function slot(value: unknown, name: string): Hex {
  if (typeof value !== 'string' || !(QUANTITY.test(value) || HASH.test(value)))
    throw wrong(name, value, 'a storage slot (hex, at most 32 bytes)');
  return `0x${value.slice(2).toLowerCase().padStart(64, '0')}`;
}

/** A block: `latest`/`pending`/`safe`/`finalized`, `earliest`, a number, or EIP-1898 `{blockNumber}`/`{blockHash}`. */
export type BlockRef = { tag: 'latest' } | { number: bigint } | { hash: Hex };

export function blockRef(value: unknown, name: string, allowHash = true): BlockRef {
  if (value === undefined || value === null) return { tag: 'latest' };
  if (typeof value === 'string') {
    if (['latest', 'pending', 'safe', 'finalized'].includes(value)) return { tag: 'latest' };
    if (value === 'earliest') return { number: 0n };
    if (QUANTITY.test(value)) return { number: BigInt(value) };
  }
  if (allowHash && typeof value === 'object' && !Array.isArray(value)) {
    const ref = value as Record<string, unknown>;
    if (typeof ref.blockHash === 'string') return { hash: hash(ref.blockHash, `${name}.blockHash`) };
    if ('blockNumber' in ref) return blockRef(ref.blockNumber, `${name}.blockNumber`, false);
  }
  throw wrong(name, value, 'a block tag, number or {blockHash}');
}

/** The positional parameters of a method (EVM methods take no named parameters), at most `max` of them. */
export function positional(params: unknown, required: number, max: number): unknown[] {
  if (!Array.isArray(params)) throw invalidParams('the parameters are positional (an array)');
  if (params.length < required) throw invalidParams(`missing value for required argument ${params.length}`);
  if (params.length > max) throw invalidParams(`too many arguments, want at most ${max}`);
  return params;
}
