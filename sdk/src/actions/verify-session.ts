import { sameId, SDK } from '@satchel/shared';
import type { Client } from '../client/client.js';
import { API_PATHS } from '../transport/index.js';

interface VerifySessionData {
  clientSwa?: string;
  userSwa?: string;
  isSessionAdded?: boolean;
}

/**
 * GET /verify-session (§14.9) → whether the platform's live session is this client's and this user's.
 * Failures throw `Failed to verify user session` (`verifyLogin` clears the session instead).
 * @example
 * if (!(await verifySession(client))) client.sessionClear();
 */
export async function verifySession(client: Client): Promise<boolean> {
  const message = SDK.failedToVerifySession;
  const data = await client.request<VerifySessionData>({
    method: 'GET',
    path: API_PATHS.verifySession,
    auth: true,
    messages: { failed: () => message, missing: message },
  });
  return (
    data.isSessionAdded !== false &&
    sameId(data.clientSwa, client.clientSWA) &&
    sameId(data.userSwa, client.userSWA)
  );
}
