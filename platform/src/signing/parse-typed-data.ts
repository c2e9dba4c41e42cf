import { fmt, VALIDATION } from '@satchel/shared';
import { hashTypedData, type Hex, type TypedDataDefinition } from 'viem';
import { PlatformError } from '../errors/platform-error.js';

/** The EIP-712 digest of a typed-data JSON text `{types, primaryType, domain, message}`; invalid → VALIDATION_ERROR. */
export function typedDataDigest(text: string): Hex {
  try {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new Error('not an object');
    if (
      typeof parsed.types !== 'object' ||
      typeof parsed.primaryType !== 'string' ||
      typeof parsed.message !== 'object'
    )
      throw new Error('missing typed-data fields');
    return hashTypedData(parsed as unknown as TypedDataDefinition);
  } catch {
    throw new PlatformError('VALIDATION_ERROR', {
      message: fmt.validationFailed([VALIDATION.invalidTypedData]),
    });
  }
}
