import { createAuthToken } from '@satchel/sdk';
import type { SessionConfig } from '@satchel/shared';

/**
 * The bearer token (docs/protocol.md §6.1) the api-mode session would carry on its next request, shown in Session
 * Information (api mode has no SDK client in the browser to ask).
 */
export async function sessionBearerToken(session: SessionConfig): Promise<string> {
  return createAuthToken({
    sessionPrivKey: session.sessionPrivKey as `0x${string}`,
    sessionPubKey: session.sessionPubKey as `0x${string}`,
  });
}
