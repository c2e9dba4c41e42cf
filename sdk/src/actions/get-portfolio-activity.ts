import { SDK } from '@satchel/shared';
import type { Client } from '../client/client.js';
import { API_PATHS } from '../transport/index.js';
import { authedGet, sameMessage } from './internal/authed-get.js';
import type { Activity } from './types.js';

/**
 * Deposits and withdrawals (§14.5); failures → `Failed to retrieve portfolio activity`.
 * @example
 * const activity = await getPortfolioActivity(client);
 */
export async function getPortfolioActivity(client: Client): Promise<Activity[]> {
  return authedGet(
    client,
    API_PATHS.activity,
    sameMessage(SDK.failedToRetrieveActivity),
    (data) => data?.activity,
  );
}
