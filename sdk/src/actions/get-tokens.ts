import { SDK } from '@satchel/shared';
import type { Client } from '../client/client.js';
import { API_PATHS } from '../transport/index.js';
import { authedGet, sameMessage } from './internal/authed-get.js';
import type { Token } from './types.js';

/**
 * Tokens whitelisted for the client (§14.3); failures → `Failed to fetch supported tokens from the backend.`
 * @example
 * const tokens = await getTokens(client);
 */
export async function getTokens(client: Client): Promise<Token[]> {
  return authedGet(client, API_PATHS.tokens, sameMessage(SDK.failedToFetchTokens), (data) => data?.tokens);
}
