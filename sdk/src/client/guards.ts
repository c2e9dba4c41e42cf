import { SDK } from '@satchel/shared';
import { SatchelError } from '../errors/index.js';
import { internalsOf } from './client-internals.js';
import type { SessionConfig } from './types.js';

/**
 * The client's session, or the precondition error of docs/protocol.md §4 (`message`, e.g. `User not logged in`):
 * code `SESSION_KEYS_NOT_SET` for `Session keys are not set` (a bearer call), `NOT_LOGGED_IN` for the others.
 */
export function requireSession(client: object, message: string): SessionConfig {
  const session = internalsOf(client).session.current;
  if (!session)
    throw new SatchelError(message, {
      code: message === SDK.sessionKeysNotSet ? 'SESSION_KEYS_NOT_SET' : 'NOT_LOGGED_IN',
    });
  return session;
}

/** A login while a session exists is refused (§4). */
export function requireLoggedOut(client: object): void {
  if (internalsOf(client).session.current)
    throw new SatchelError(SDK.alreadyLoggedIn, { code: 'ALREADY_LOGGED_IN' });
}
