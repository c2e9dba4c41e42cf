import { sameId, SDK } from '@satchel/shared';
import { API_PATHS } from '../transport/index.js';
import type { ClientCall } from './client-context.js';

interface VerifySessionData {
  clientSwa?: string;
  userSwa?: string;
  isSessionAdded?: boolean;
}

/** What the check needs of a client (structural, so the client and its check do not import each other). */
interface SessionHolder {
  readonly clientSWA: string;
  readonly userSWA: string | undefined;
  request<T>(call: ClientCall<T>): Promise<T>;
}

/**
 * GET /verify-session (§14.9) → whether the platform's live session is this client's and this user's. Failures
 * throw `Failed to verify user session`. The `verifySession` action and `client.verifyLogin()` both ask it.
 */
export async function sessionMatches(client: SessionHolder): Promise<boolean> {
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
