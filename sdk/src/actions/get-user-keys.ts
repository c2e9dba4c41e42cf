import type { SatchelClient } from '../client/satchel-client.js';
import type { UserKeys } from '../client/types.js';
import { fmt, SDK } from '@satchel/shared';
import { API_PATHS } from '../transport/index.js';
import { authedGet } from './internal/authed-get.js';

/**
 * The user's key ids and public keys (§13.4); `client.syncUserKeys()` also keeps them on the client.
 * @example
 * const keys = await getUserKeys(client);
 */
export async function getUserKeys(client: SatchelClient): Promise<UserKeys> {
  return authedGet(client, API_PATHS.userKeys, {
    failed: fmt.failedToRetrieveUserKeys,
    missing: SDK.userKeysResponseMissing,
  });
}
