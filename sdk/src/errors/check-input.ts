import { fmt } from '@satchel/shared';
import { SatchelError } from './base-error.js';
import { ValidationError } from './validation-error.js';

/** A foreign error's message, plus its `details` text when it has one (the builders' InvalidInputError). */
function describe(error: unknown): { message: string; meta: string[] } {
  if (!(error instanceof Error)) return { message: String(error), meta: [] };
  const details = (error as { details?: unknown }).details;
  return { message: error.message, meta: typeof details === 'string' ? [details] : [] };
}

/**
 * Runs an input stage (validation and encoding, before any request). It is the one place where a failure that is
 * not the SDK's own enters the hierarchy: a builder's `InvalidInputError` (`Invalid ABI value` for an amount beyond
 * uint256), a `RangeError`, JSON's `TypeError` become a `ValidationError` `Validation failed: <its message>` with
 * the original as `cause`. SDK errors pass unchanged.
 */
export function checkInput<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof SatchelError) throw error;
    const { message, meta } = describe(error);
    throw new ValidationError(fmt.validationFailed([message]), [message], error, meta);
  }
}
