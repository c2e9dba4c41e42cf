import { fmt } from '@satchel/shared';
import { InvalidInputError } from './invalid-input-error.js';
import { SatchelError } from './base-error.js';
import { ValidationError } from './validation-error.js';

/** A foreign error's message, plus its `details` text when it has one (the builders' InvalidInputError). */
function describe(error: unknown): { message: string; meta: string[] } {
  if (!(error instanceof Error)) return { message: String(error), meta: [] };
  const details = error instanceof InvalidInputError ? error.details : undefined;
  return { message: error.message, meta: details === undefined ? [] : [details] };
}

/**
 * Runs an input stage (validation and encoding, before any request). It is the one place where what the input
 * stage throws besides a ValidationError becomes one: a builder's `InvalidInputError` (`Invalid ABI value` for an
 * amount beyond uint256), a `RangeError`, JSON's `TypeError` → `Validation failed: <its message>`, the original as
 * `cause`. Other SDK errors pass unchanged.
 */
export function checkInput<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    // Builders throw InvalidInputError (a SatchelError of the crypto layer); the calls report it as bad input.
    if (error instanceof SatchelError && !(error instanceof InvalidInputError)) throw error;
    const { message, meta } = describe(error);
    throw new ValidationError(fmt.validationFailed([message]), [message], error, meta);
  }
}
