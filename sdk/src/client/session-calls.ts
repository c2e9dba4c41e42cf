import { fmt, SDK } from '@satchel/shared';
import { createAuthToken } from '../protocol/index.js';
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

/** A fresh bearer token (§6.1) signed by `session`'s key. */
export function sessionBearer(session: SessionConfig): string {
  return createAuthToken({
    sessionPrivKey: session.sessionPrivKey as `0x${string}`,
    sessionPubKey: session.sessionPubKey as `0x${string}`,
  });
}
