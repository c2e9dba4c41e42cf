import * as z from 'zod/mini';
import { fmt } from './messages.js';

type ValidationResult<T> =
  { success: true; data: T } | { success: false; messages: string[]; message: string };

/** The distinct messages of a zod error, in schema order. */
function issueMessages(error: z.core.$ZodError): string[] {
  return [...new Set(error.issues.map((issue) => issue.message))];
}

/**
 * Parses with a shared schema; failures carry `Validation failed: ` plus the joined messages. Any zod schema is
 * accepted (mini or classic): `z.safeParse` needs no method of the schema's own.
 */
export function validate<S extends z.core.$ZodType>(
  schema: S,
  input: unknown,
): ValidationResult<z.output<S>> {
  const result = z.safeParse(schema, input);
  if (result.success) return { success: true, data: result.data };
  const messages = issueMessages(result.error);
  return { success: false, messages, message: fmt.validationFailed(messages) };
}
