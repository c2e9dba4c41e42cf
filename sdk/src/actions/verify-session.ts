import type { SatchelClient } from '../client/satchel-client.js';
import { sessionMatches } from '../client/session-matches.js';

/**
 * GET /verify-session (§14.9) → whether the platform's live session is this client's and this user's.
 * Failures throw `Failed to verify user session` (`client.verifyLogin()` clears the session instead).
 * @example
 * if (!(await verifySession(client))) client.sessionClear();
 */
export const verifySession = (client: SatchelClient): Promise<boolean> => sessionMatches(client);
