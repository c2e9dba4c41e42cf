import { VALIDATION } from '@satchel/shared';
import { hashTypedData, validateTypedData, type TypedDataDefinition } from 'viem';
import { InvalidInputError } from '../../crypto/index.js';

const invalid = (details: string, cause?: unknown) =>
  new InvalidInputError(VALIDATION.invalidTypedData, { details, cause });

/**
 * The EIP712 `signingMessage` (§13.1): typed data `{types, primaryType, domain, message}` (`EIP712Domain` inside
 * `types`) validated with viem's rules, as JSON text — a string is checked and returned verbatim, an object becomes
 * plain `JSON.stringify` (insertion order).
 * @throws InvalidInputError `Invalid typed data` for invalid JSON or typed data viem rejects.
 */
export function typedDataToMessage(typedData: object | string): string {
  let value: unknown = typedData;
  if (typeof typedData === 'string') {
    try {
      value = JSON.parse(typedData);
    } catch (cause) {
      throw invalid('not valid JSON', cause);
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw invalid('expected a JSON object');
  const { types, primaryType, domain, message } = value as Record<string, unknown>;
  if (types === null || typeof types !== 'object' || Array.isArray(types))
    throw invalid('types must be an object');
  if (typeof primaryType !== 'string' || !Object.hasOwn(types, primaryType))
    throw invalid('primaryType must name one of the types');
  if (message === null || typeof message !== 'object') throw invalid('message must be an object');
  if (domain !== undefined && (domain === null || typeof domain !== 'object'))
    throw invalid('domain must be an object');
  try {
    const definition = { types, primaryType, domain, message } as unknown as TypedDataDefinition;
    validateTypedData(definition);
    // Hashing walks every field and type reference, catching what validation alone does not.
    hashTypedData(definition);
  } catch (cause) {
    throw invalid(cause instanceof Error ? cause.message.split('\n')[0]! : 'rejected by viem', cause);
  }
  return typeof typedData === 'string' ? typedData : JSON.stringify(typedData);
}
