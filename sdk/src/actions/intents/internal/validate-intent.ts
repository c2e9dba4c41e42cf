import { fmt, HEX_ADDRESS, SDK, validate, VALIDATION, type UserContext } from '@satchel/shared';
import type { Client } from '../../../client/client.js';
import { SatchelError, ValidationError } from '../../../errors/index.js';
import type { IntentSpec } from './intent-specs.js';

/** Step 1 of every intent (§10.6): the logged-in user's address, else `User not logged in`. */
export function requireUser(client: Client): string {
  const userSWA = client.userSWA;
  if (!userSWA) throw new SatchelError(SDK.userNotLoggedIn, { code: 'NOT_LOGGED_IN' });
  return userSWA;
}

/**
 * Step 2 (§15.3): the intent's shared schema (with the user's addresses) and the optional fee payer
 * (`^0x[0-9a-fA-F]{40}$`); throws `Validation failed: …` with every message, before any request.
 */
export function validateIntent(
  spec: IntentSpec,
  input: unknown,
  user: UserContext,
  feePayer: unknown,
): Record<string, unknown> {
  const result = validate(spec.schema(user), input);
  const messages = result.success ? [] : [...result.messages];
  if (feePayer !== undefined && (typeof feePayer !== 'string' || !HEX_ADDRESS.test(feePayer)))
    messages.push(VALIDATION.invalidFeePayer);
  if (messages.length || !result.success) throw new ValidationError(fmt.validationFailed(messages), messages);
  return result.data as Record<string, unknown>;
}
