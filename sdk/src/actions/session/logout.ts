import type { Client } from '../../client/client.js';
import { HttpError } from '../../errors/index.js';

// The call's path and messages (docs/protocol.md §4) live here, not in API_PATHS and the SDK message catalogue, whose
// objects every bundle of the SDK carries whole: an app that does not import logout carries none of them (the
// sdk-bundle budgets; measured: core and core + React unchanged).
const LOGOUT_PATH = '/api/oc/v1/logout';
const LOGOUT = {
  failed: (error: string) => `Failed to end the session on the platform: ${error}`,
  missing: 'Logout response data is missing',
};

/**
 * Ends the session on the platform, then forgets it here (docs/protocol.md §6.3): `POST /logout` with the session's
 * bearer makes the platform refuse that session from now on and removes its key from the user's account on the
 * environment chain, so nothing signed with it validates any more; then `client.sessionClear()`. (`sessionClear()`
 * alone forgets it only here, as Okto's does: the session goes on until its expiry.)
 *
 * Resolves `true` when the platform ended the session (or had already: `SESSION_EXPIRED`, `SESSION_NOT_FOUND`), and
 * `false` when it has no logout (404, as a hosted platform without the route answers: the session then ends at its
 * expiry) or no session is held. Another failure (network, 5xx) is thrown, `Failed to end the session on the
 * platform: …`; the session is forgotten here whatever the platform answered.
 * @example
 * const ended = await logout(client);
 * if (!ended) console.warn('Logged out on this device; the session ends at its expiry');
 */
export async function logout(client: Client): Promise<boolean> {
  const held = client.getSessionConfig();
  if (!held) return false;
  try {
    await client.request({ method: 'POST', path: LOGOUT_PATH, body: {}, auth: held, messages: LOGOUT });
    return true;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error.status === 404) return false;
    // The platform's answers that say the session no longer validates already (§6.2 step 5).
    if (error.code === 'SESSION_EXPIRED' || error.code === 'SESSION_NOT_FOUND') return true;
    throw error;
  } finally {
    // Only the session this call ended: a login made meanwhile stays.
    if (client.getSessionConfig()?.sessionPubKey === held.sessionPubKey) client.sessionClear();
  }
}
