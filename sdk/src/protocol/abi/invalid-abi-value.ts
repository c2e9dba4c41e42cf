import { InvalidInputError } from '../../errors/invalid-input-error.js';
import { describeValue } from '../describe-value.js';

/** The error of a value the ABI encoders cannot encode as `expected`. */
export const invalidAbiValue = (expected: string, value: unknown) =>
  new InvalidInputError('Invalid ABI value', {
    details: `expected ${expected}, got ${describeValue(value)}`,
  });
