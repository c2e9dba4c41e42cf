import { fmt, SDK } from '@satchel/shared';
import { API_PATHS } from '../transport/index.js';
import type { ClientContext } from './client-context.js';
import type { SessionConfig, UserKeys } from './types.js';

/** GET /user-keys with `session`'s bearer (§13.4). */
export function fetchUserKeys(ctx: ClientContext, session: SessionConfig | true): Promise<UserKeys> {
  return ctx.request<UserKeys>({
    method: 'GET',
    path: API_PATHS.userKeys,
    auth: session,
    messages: { failed: fmt.failedToRetrieveUserKeys, missing: SDK.userKeysResponseMissing },
  });
}
