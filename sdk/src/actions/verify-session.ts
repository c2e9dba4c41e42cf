import { sameId, SDK } from '@satchel/shared';
import type { SatchelClient } from '../client/satchel-client.js';
import { API_PATHS } from '../transport/index.js';
import { authedGet, sameMessage } from './internal/authed-get.js';

interface VerifySessionData {
  clientSwa?: string;
  userSwa?: string;
  isSessionAdded?: boolean;
}

/**
 * GET /verify-session (§14.9) → whether the platform's live session is this client's and this user's.
 * Failures throw `Failed to verify user session` (`client.verifyLogin()` clears the session instead).
 * @example
 * if (!(await verifySession(client))) client.sessionClear();
 */
export async function verifySession(client: SatchelClient): Promise<boolean> {
  const data = await authedGet<VerifySessionData>(
    client,
    API_PATHS.verifySession,
    sameMessage(SDK.failedToVerifySession),
  );
  return (
    data.isSessionAdded !== false &&
    sameId(data.clientSwa, client.clientSWA) &&
    sameId(data.userSwa, client.userSWA)
  );
}
