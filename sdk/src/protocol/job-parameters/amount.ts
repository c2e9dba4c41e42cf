import { InvalidInputError } from '../../errors/invalid-input-error.js';

/** An integer amount given as bigint, safe-integer number or decimal string (validated input), as a bigint. */
export function toAmount(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  if (typeof value === 'string' && /^\s*-?[0-9]+\s*$/.test(value)) return BigInt(value.trim());
  throw new InvalidInputError('Invalid amount', {
    details: 'expected an integer (bigint, number or decimal string)',
  });
}
