import { echoInput } from '@satchel/shared';
import type { Hex } from './hex-types.js';
import { InvalidInputError } from '../errors/invalid-input-error.js';

/**
 * `0x` hex of a non-negative integer: minimal (`0x0` for zero, the JSON-RPC quantity form), or left-padded to
 * `size` bytes.
 * @throws InvalidInputError for a negative, fractional or unsafe number, or a value wider than `size` bytes.
 */
export function numberToHex(value: number | bigint, size?: number): Hex {
  // A number beyond 2^53 has already lost digits: refuse it rather than encode a neighbour.
  const valid = typeof value === 'bigint' ? value >= 0n : Number.isSafeInteger(value) && value >= 0;
  const digits = valid ? value.toString(16) : '';
  if (!valid || (size !== undefined && digits.length > size * 2)) {
    throw new InvalidInputError('Invalid number', {
      details: `expected a non-negative integer${size === undefined ? '' : ` of at most ${size} bytes`}, got ${echoInput(value)}`,
    });
  }
  return `0x${size === undefined ? digits : digits.padStart(size * 2, '0')}`;
}
