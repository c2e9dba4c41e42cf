import { SDK } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import { SatchelError } from '../../errors/index.js';
import { consoleLogger } from '../../logging/index.js';
import { verifySession } from '../verify-session.js';

/**
 * §14.9: true iff the client holds a session and the platform's session is this client's and this user's. On a
 * mismatch or any failure it logs `Failed to verify user session`, clears the session and resolves false.
 * @example
 * if (!(await verifyLogin(client))) showLogin();
 */
export async function verifyLogin(client: Client): Promise<boolean> {
  let details: unknown;
  try {
    if (client.isLoggedIn() && (await verifySession(client))) return true;
  } catch (error) {
    details = error instanceof SatchelError ? error.details : undefined;
  }
  consoleLogger.error(client.logLevel, SDK.failedToVerifySession, details);
  client.sessionClear();
  return false;
}
