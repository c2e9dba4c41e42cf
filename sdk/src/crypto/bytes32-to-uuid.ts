import { InvalidInputError } from '../errors/invalid-input-error.js';

/**
 * UUID of a bytes32 (§1.3): the low 16 bytes as `8-4-4-4-12` lowercase hex.
 * @throws InvalidInputError when the value is not 32 bytes of hex or its high 16 bytes are not zero.
 * @example
 * bytes32ToUuid('0x000000000000000000000000000000003f9c1c2a8b7e4d1f9a0b6c5d4e3f2a1b'); // '3f9c1c2a-8b7e-4d1f-9a0b-6c5d4e3f2a1b'
 */
export function bytes32ToUuid(bytes32: string): string {
  if (typeof bytes32 !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(bytes32))
    throw new InvalidInputError('Invalid bytes32', { details: 'expected 0x followed by 64 hex digits' });
  if (!/^0{32}$/.test(bytes32.slice(2, 34)))
    throw new InvalidInputError('Invalid bytes32 UUID', { details: 'the high 16 bytes must be zero' });
  const hex = bytes32.slice(34).toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
