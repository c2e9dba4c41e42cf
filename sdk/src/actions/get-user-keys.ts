import type { Client } from '../client/client.js';
import type { UserKeys } from '../client/types.js';
import { fetchUserKeys } from './internal/fetch-user-keys.js';

/**
 * The user's key ids and public keys (§13.4); `syncUserKeys(client)` also keeps them on the client.
 * @example
 * const keys = await getUserKeys(client);
 */
export async function getUserKeys(client: Client): Promise<UserKeys> {
  return fetchUserKeys(client, true);
}
