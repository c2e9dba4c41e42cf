import type { Paging } from '@satchel/shared';
import type { Client } from '../client/client.js';
import { fetchActivity } from './internal/fetch-activity.js';
import type { Activity } from './types.js';

/**
 * Deposits and withdrawals (§14.5), newest first: all of them, or one page with `{page, size}` (§14.11);
 * failures → `Failed to retrieve portfolio activity`.
 * @example
 * const activity = await getPortfolioActivity(client);
 * const latest = await getPortfolioActivity(client, { page: 1, size: 20 });
 */
export async function getPortfolioActivity(client: Client, paging: Paging = {}): Promise<Activity[]> {
  return fetchActivity(client, paging, (data) => data?.activity);
}
