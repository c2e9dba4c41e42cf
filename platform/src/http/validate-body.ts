import { validate } from '@satchel/shared';
import type { z } from 'zod/mini';
import { PlatformError } from '../errors/platform-error.js';

/** Parses `input` with a shared schema; failure → 400 VALIDATION_ERROR with `Validation failed: a, b`. */
export function validateBody<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  const result = validate(schema, input);
  if (!result.success) throw new PlatformError('VALIDATION_ERROR', { message: result.message });
  return result.data;
}
