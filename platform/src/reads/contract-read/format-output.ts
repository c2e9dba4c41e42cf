import { getAddress, type AbiParameter } from 'viem';

const jsonSafe = (value: unknown): unknown => {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(jsonSafe);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, jsonSafe(v)]));
  return value;
};

/** §14.10 output text: integers decimal, bool "true"/"false", addresses EIP-55, bytes hex, strings verbatim, arrays and tuples JSON. */
export function formatOutput(parameter: AbiParameter, value: unknown): string {
  const type = parameter.type;
  if (type.endsWith(']') || type === 'tuple') return JSON.stringify(jsonSafe(value));
  if (type === 'bool') return value ? 'true' : 'false';
  if (type === 'address') return getAddress(String(value));
  if (typeof value === 'bigint' || typeof value === 'number') return value.toString();
  return String(value);
}
