import { isJsonObject } from '@satchel/shared';
import { checkStructTypes } from './check-struct-types.js';
import { checkStructValue } from './check-typed-value.js';
import { eip712DomainFields } from './eip712-domain-fields.js';
import { invalidTypedData } from './invalid-typed-data.js';

/**
 * Checks EIP-712 typed data `{types, primaryType, domain?, message}` (a parsed JSON value) before it is sent to be
 * signed: what the platform's viem `hashTypedData` accepts, stricter where viem coerces (a `string` must be a
 * string, `bytesN` exact `0x` hex, `T[k]` exactly k items, an integer a whole number or integer text).
 * Only values are walked, never type references, so cyclic types cannot loop.
 * @throws InvalidInputError `Invalid typed data`, `details` saying what and where.
 */
export function validateTypedData(typedData: unknown): void {
  if (!isJsonObject(typedData)) throw invalidTypedData('expected a JSON object');
  const { types, primaryType, domain = {}, message } = typedData;
  if (!isJsonObject(types)) throw invalidTypedData('types must be an object');
  if (typeof primaryType !== 'string' || !Object.hasOwn(types, primaryType))
    throw invalidTypedData('primaryType must name one of the types');
  if (!isJsonObject(message)) throw invalidTypedData('message must be an object');
  if (!isJsonObject(domain)) throw invalidTypedData('domain must be an object');
  checkStructTypes(types);
  checkStructValue(types, eip712DomainFields(types, domain), domain, 'domain');
  // With primaryType EIP712Domain only the domain is signed; the message is not part of the digest.
  if (primaryType !== 'EIP712Domain') checkStructValue(types, types[primaryType]!, message, primaryType);
}
