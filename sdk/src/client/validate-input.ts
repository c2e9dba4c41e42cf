import { fmt, validate } from '@satchel/shared';
import type { z } from 'zod/mini';
import { SatchelError, ValidationError } from '../errors/index.js';

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

/**
 * Auth data of a login (§15.1): an unsupported provider throws the plain `Unsupported provider: {provider}`
 * (`code` UNSUPPORTED_PROVIDER), a missing token `ID token is required`, both before any request.
 */
export function checkAuthData<S extends z.core.$ZodType<{ idToken: string; provider: string }>>(
  schema: S,
  data: unknown,
): { idToken: string; provider: string } {
  const result = validate(schema, data);
  if (result.success) return result.data;
  const unsupported = result.messages.find((message) => message.startsWith(fmt.unsupportedProvider('')));
  if (unsupported) throw new SatchelError(unsupported, { code: 'UNSUPPORTED_PROVIDER' });
  throw new ValidationError(result.messages.join(', '), result.messages);
}
