import { VALIDATION } from '@satchel/shared';
import { InvalidInputError } from '../../errors/invalid-input-error.js';

/** The error of typed data the SDK will not send: `Invalid typed data`, `details` saying what and where. */
export const invalidTypedData = (details: string, cause?: unknown) =>
  new InvalidInputError(VALIDATION.invalidTypedData, { details, cause });
