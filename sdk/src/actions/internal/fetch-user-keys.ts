import { fmt, SDK } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import type { SessionConfig, UserKeys } from '../../client/types.js';
import { API_PATHS } from '../../transport/index.js';

/** GET /user-keys (§13.4) with the session's bearer, or a login's candidate session's. */
export function fetchUserKeys(client: Client, auth: true | SessionConfig): Promise<UserKeys> {
  return client.request<UserKeys>({
    method: 'GET',
    path: API_PATHS.userKeys,
    auth,
    messages: { failed: fmt.failedToRetrieveUserKeys, missing: SDK.userKeysResponseMissing },
  });
}
