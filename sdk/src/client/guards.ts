import { SDK } from '@satchel/shared';
import { SatchelError } from '../errors/index.js';
import type { SessionState } from './session-state.js';
import type { SessionConfig } from './types.js';

/**
 * The session, or the precondition error of docs/protocol.md §4 (`message`, e.g. `User not logged in`): code
 * `SESSION_KEYS_NOT_SET` for `Session keys are not set` (a bearer call), `NOT_LOGGED_IN` for the others.
 */
export function requireSession(state: SessionState, message: string): SessionConfig {
  const session = state.current;
  if (!session)
    throw new SatchelError(message, {
      code: message === SDK.sessionKeysNotSet ? 'SESSION_KEYS_NOT_SET' : 'NOT_LOGGED_IN',
    });
  return session;
}

/** A login while a session exists is refused (§4). */
export function requireLoggedOut(state: SessionState): void {
  if (state.current) throw new SatchelError(SDK.alreadyLoggedIn, { code: 'ALREADY_LOGGED_IN' });
}

/** Client credentials are validated at construction; this guards against a client built around that check. */
export function requireClientDetails(clientSigner: unknown, clientSWA: string | undefined): void {
  if (!clientSigner || !clientSWA)
    throw new SatchelError(SDK.clientDetailsNotFound, { code: 'CLIENT_DETAILS_NOT_FOUND' });
}
