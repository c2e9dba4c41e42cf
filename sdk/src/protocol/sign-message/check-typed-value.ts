import { HEX_ADDRESS, isJsonObject } from '@satchel/shared';
import { checksumAddress } from '../../crypto/checksum-address.js';
import type { Address } from '../../crypto/hex-types.js';
import { arrayType, fixedBytesSize, integerType } from '../abi/abi-type.js';
import { describeValue } from '../describe-value.js';
import { invalidTypedData } from './invalid-typed-data.js';
import type { TypedDataField, TypedDataTypes } from './typed-data-types.js';

// Hex as EIP-712 signers read it: any number of digits, an odd count meaning a leading zero nibble.
const HEX = /^0x[0-9a-fA-F]*$/;

/**
 * Checks a struct value (a JSON object) field by field; `path` names it in errors (`Mail.from.wallet`).
 * Keys the struct does not declare are ignored, as signers ignore them.
 */
export function checkStructValue(
  types: TypedDataTypes,
  fields: readonly TypedDataField[],
  value: unknown,
  path: string,
): void {
  if (!isJsonObject(value)) throw invalidTypedData(`Expected an object in ${path}`);
  for (const { name, type } of fields)
    checkTypedValue(types, type, Object.hasOwn(value, name) ? value[name] : undefined, `${path}.${name}`);
}

/** Checks a value against a field type of `types` (already checked): a struct, an elementary type, or an array. */
function checkTypedValue(types: TypedDataTypes, type: string, value: unknown, path: string): void {
  if (value === undefined) throw invalidTypedData(`Missing ${path}`);
  const array = arrayType(type);
  if (array !== undefined) {
    if (!Array.isArray(value) || (array.length !== undefined && value.length !== array.length))
      throw invalidValue(type, value, path);
    value.forEach((item, i) => checkTypedValue(types, array.element, item, `${path}[${i}]`));
  } else if (Object.hasOwn(types, type)) {
    checkStructValue(types, types[type]!, value, path);
  } else if (!isElementaryValue(type, value)) {
    throw invalidValue(type, value, path);
  }
}

function isElementaryValue(type: string, value: unknown): boolean {
  switch (type) {
    case 'address':
      // A mixed-case address must carry a valid EIP-55 checksum (a typo otherwise); one-case needs none.
      return (
        typeof value === 'string' &&
        HEX_ADDRESS.test(value) &&
        (value === value.toLowerCase() || checksumAddress(value as Address) === value)
      );
    case 'bool':
      return typeof value === 'boolean';
    case 'string':
      return typeof value === 'string';
    case 'bytes':
      // Text that is not `0x`-prefixed is hashed as its UTF-8 bytes (viem and MetaMask read it so).
      return typeof value === 'string' && (!value.startsWith('0x') || HEX.test(value));
  }
  const size = fixedBytesSize(type);
  if (size !== undefined)
    return typeof value === 'string' && HEX.test(value) && Math.ceil((value.length - 2) / 2) === size;
  const integer = integerType(type)!;
  const n = toInteger(value);
  if (n === undefined) return false;
  const limit = 1n << BigInt(integer.signed ? integer.bits - 1 : integer.bits);
  return integer.signed ? n >= -limit && n < limit : n >= 0n && n < limit;
}

/** An integer value: a JSON number without fraction, or text as `BigInt` reads it (JSON carries big ones so). */
function toInteger(value: unknown): bigint | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value) : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    return BigInt(value);
  } catch {
    return undefined;
  }
}

const invalidValue = (type: string, value: unknown, path: string) =>
  invalidTypedData(`Invalid ${type} ${describeValue(value)} in ${path}`);
