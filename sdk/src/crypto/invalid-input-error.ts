/**
 * Thrown by the crypto and protocol builders when an argument cannot be encoded (bad UUID, key, intent…).
 * `details` says what was wrong; it never contains key material.
 */
export class InvalidInputError extends Error {
  override readonly name = 'InvalidInputError';
  readonly details: string | undefined;

  constructor(message: string, options: { details?: string; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.details = options.details;
  }
}
