import { validate } from '@satchel/shared';
import type { z } from 'zod/mini';
import { ValidationError } from '../errors/index.js';

/**
 * Parses with a shared schema or throws a `ValidationError`: `Validation failed: a, b` (intents, operations,
 * filters…), or with `plain` the rule messages alone, as configuration and login report them (§15.1).
 */
export function validateInput<S extends z.core.$ZodType>(
  schema: S,
  input: unknown,
  options: { plain?: boolean } = {},
): z.output<S> {
  const result = validate(schema, input);
  if (result.success) return result.data;
  throw new ValidationError(options.plain ? result.messages.join(', ') : result.message, result.messages);
}
