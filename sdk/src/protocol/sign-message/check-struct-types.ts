import { isJsonObject } from '@satchel/shared';
import { arrayType, isElementaryType } from '../abi/abi-type.js';
import { invalidTypedData } from './invalid-typed-data.js';
import type { TypedDataTypes } from './typed-data-types.js';

const STRUCT_NAME = /^[A-Za-z0-9_$:]+$/;
// Other EIP-712 implementations read a name like `uint7`, `bytes33` or `int` as a Solidity type, not a struct.
const SOLIDITY_LIKE = /^(address|bool|string|(u?int|bytes)[0-9]*)$/;

/**
 * Every struct of `types`, used or not (as viem checks them): a name that cannot pass for a Solidity type, and a
 * list of `{name, type}` fields whose types are elementary (explicit width: `uint256`, not `uint`) or structs of
 * `types`, or arrays of those.
 */
export function checkStructTypes(types: Record<string, unknown>): asserts types is TypedDataTypes {
  for (const [struct, fields] of Object.entries(types)) {
    if (!STRUCT_NAME.test(struct) || SOLIDITY_LIKE.test(struct))
      throw invalidTypedData(`Invalid struct name ${JSON.stringify(struct)}`);
    if (!Array.isArray(fields)) throw invalidTypedData(`${struct} must be a list of {name, type} fields`);
    for (const field of fields) {
      if (!isJsonObject(field) || typeof field.name !== 'string' || typeof field.type !== 'string')
        throw invalidTypedData(`${struct} must be a list of {name, type} fields`);
      if (!isKnownType(types, field.type))
        throw invalidTypedData(`Unknown type ${JSON.stringify(field.type)} in ${struct}.${field.name}`);
    }
  }
}

function isKnownType(types: Record<string, unknown>, type: string): boolean {
  let base = type;
  for (let array = arrayType(base); array !== undefined; array = arrayType(base)) base = array.element;
  return Object.hasOwn(types, base) || isElementaryType(base);
}
