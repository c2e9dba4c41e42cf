import type { PlatformCall } from '../transport/index.js';
import type { SessionConfig } from './types.js';

/**
 * A platform call as a client makes it: `auth` true uses the session's bearer, a session object that one's.
 * @example
 * const call: ClientCall<string[]> = {
 *   method: 'GET',
 *   path: API_PATHS.tokens,
 *   auth: true,
 *   messages: { failed: (error) => `Failed: ${error}`, missing: 'Response data is missing' },
 * };
 * const tokens = await client.request(call);
 */
export type ClientCall<T> = Omit<PlatformCall<T>, 'bearer'> & { auth: boolean | SessionConfig };
