import type { Client } from '../../client/client.js';
import type { CallMessages } from '../../transport/index.js';

/** A bearer GET of a read (§14): `Session keys are not set` without a session. */
export function authedGet<T>(
  client: Client,
  path: string,
  messages: CallMessages,
  pick?: (data: any) => T | undefined,
): Promise<T> {
  return client.request<T>({ method: 'GET', path, auth: true, messages, ...(pick ? { pick } : {}) });
}

/** The same message on error and on missing data (calls of §4 without a separate missing text). */
export const sameMessage = (message: string): CallMessages => ({ failed: () => message, missing: message });
