import { bytesToHex } from '@noble/hashes/utils.js';

/**
 * A JSON-safe Aptos function argument.
 * @example
 * const args: AptosJsonArgument[] = [recipient, '100', true];
 */
export type AptosJsonArgument = string | number | boolean | null | AptosJsonArgument[];

/**
 * An Aptos function argument as embedded in JSON (§11.3): bigint → decimal string, Uint8Array/ArrayBuffer →
 * `0x` lowercase hex, undefined → null, arrays element by element, anything else as supplied.
 * @example
 * toAptosJsonArgument([10n, new Uint8Array([1, 2])]); // ['10', '0x0102']
 */
export function toAptosJsonArgument(value: unknown): AptosJsonArgument {
  if (value === undefined) return null;
  if (typeof value === 'bigint') return value.toString(10);
  if (value instanceof Uint8Array) return `0x${bytesToHex(value)}`;
  if (value instanceof ArrayBuffer) return `0x${bytesToHex(new Uint8Array(value))}`;
  if (Array.isArray(value)) return value.map(toAptosJsonArgument);
  return value as AptosJsonArgument;
}
