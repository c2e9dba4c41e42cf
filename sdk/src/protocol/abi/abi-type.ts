// Readers of Solidity type names, shared by the ABI encoders and the EIP-712 validator.

const INTEGER = /^(u?)int([1-9][0-9]*)$/;
const FIXED_BYTES = /^bytes([1-9][0-9]*)$/;

/** Element type and length (`undefined` for `T[]`) of an array type `T[k]` or `T[]`; `undefined` for other types. */
export function arrayType(type: string): { element: string; length: number | undefined } | undefined {
  if (!type.endsWith(']')) return undefined;
  const open = type.lastIndexOf('[');
  const digits = type.slice(open + 1, -1);
  if (open < 1 || !/^[0-9]*$/.test(digits)) return undefined;
  return { element: type.slice(0, open), length: digits === '' ? undefined : Number(digits) };
}

/** Signedness and width of `intN` / `uintN` (N = 8…256, a multiple of 8); `undefined` otherwise, bare `uint` too. */
export function integerType(type: string): { signed: boolean; bits: number } | undefined {
  const match = INTEGER.exec(type);
  const bits = Number(match?.[2]);
  return match && bits <= 256 && bits % 8 === 0 ? { signed: match[1] === '', bits } : undefined;
}

/** N of `bytesN` (1…32); `undefined` otherwise, dynamic `bytes` too. */
export function fixedBytesSize(type: string): number | undefined {
  const size = Number(FIXED_BYTES.exec(type)?.[1]);
  return size <= 32 ? size : undefined;
}

/** Whether `type` is a Solidity elementary type with an explicit width (what EIP-712 calls atomic or dynamic). */
export function isElementaryType(type: string): boolean {
  return (
    type === 'address' ||
    type === 'bool' ||
    type === 'string' ||
    type === 'bytes' ||
    integerType(type) !== undefined ||
    fixedBytesSize(type) !== undefined
  );
}
