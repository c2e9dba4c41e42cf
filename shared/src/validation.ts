import type { z } from 'zod';
import { fmt } from './messages.js';

export type ValidationResult<T> =
  | { success: true; data: T }
  | { success: false; messages: string[]; message: string };

/** The distinct messages of a zod error, in schema order. */
export function issueMessages(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((issue) => issue.message))];
}

/** Parses with a shared schema; failures carry `Validation failed: ` plus the joined messages. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): ValidationResult<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const messages = issueMessages(result.error);
  return { success: false, messages, message: fmt.validationFailed(messages) };
}
