import { SDK } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import { internalsOf } from '../../client/client-internals.js';
import { requireSession } from '../../client/guards.js';
import type { UserKeys } from '../../client/types.js';
import { fetchUserKeys } from '../internal/fetch-user-keys.js';

/**
 * GET /user-keys (§13.4) for the session and keeps them on the client: signing needs them, and a restored session
 * (`setSessionConfig`) has none yet.
 * @example
 * client.setSessionConfig(saved);
 * await syncUserKeys(client);
 * const signature = await signMessage(client, 'hello');
 */
export async function syncUserKeys(client: Client): Promise<UserKeys> {
  const session = requireSession(client, SDK.mustBeLoggedInToSyncKeys);
  const state = internalsOf(client).session;
  // Kept while it runs: a signature asked meanwhile waits for these keys (sign-with-user-key.ts).
  const keys = await (state.keysSync = fetchUserKeys(client, session));
  // A logout or another login meanwhile: these keys are not the current session's.
  if (state.current === session) state.setUserKeys(keys);
  return keys;
}
