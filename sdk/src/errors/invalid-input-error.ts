import { SatchelError } from './base-error.js';

/**
 * Thrown by the crypto and protocol builders when an argument cannot be encoded (bad UUID, key, intent…), code
 * `INVALID_INPUT`. `details` says what was wrong; it never contains key material. The SDK's own calls report it as
 * a `ValidationError` (`Validation failed: <message>`); direct callers of the builders get it as is.
 * @example
 * try {
 *   fromHex('0xzz');
 * } catch (error) {
 *   if (error instanceof InvalidInputError) console.warn(error.message);
 * }
 */
export class InvalidInputError extends SatchelError {
  override name = 'InvalidInputError';
  declare readonly details: string | undefined;

  constructor(message: string, options: { details?: string; cause?: unknown } = {}) {
    super(message, { code: 'INVALID_INPUT', details: options.details, cause: options.cause });
  }
}
