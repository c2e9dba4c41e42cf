import { SDK } from '@satchel/shared';
import { SatchelError } from '../errors/index.js';
import type { ClientSigner } from '../protocol/index.js';
import type { SessionState } from './session-state.js';

/**
 * What the actions use of a client beyond its public members: the session state they commit logins to, and the
 * client signer, which never leaves the SDK (it may hold the client private key).
 */
export interface ClientInternals {
  readonly session: SessionState;
  readonly clientSigner: ClientSigner;
}

// Keyed by the client, so its internals go with it (a BFF building a client per request keeps nothing).
const internals = new WeakMap<object, ClientInternals>();

/** Called once, by the client's constructor. */
export function registerInternals(client: object, value: ClientInternals): void {
  internals.set(client, value);
}

/** A client's internals; `Client details not found` for an object no `SatchelClient` constructor made (§4). */
export function internalsOf(client: object): ClientInternals {
  const found = internals.get(client);
  if (!found) throw new SatchelError(SDK.clientDetailsNotFound, { code: 'CLIENT_DETAILS_NOT_FOUND' });
  return found;
}
