import type { Paging } from '@satchel/shared';
import type { Client } from '../client/client.js';
import { fetchActivity } from './internal/fetch-activity.js';
import type { ActivityPage } from './types.js';

/**
 * `getPortfolioActivity` with the answer's `count`: one page (`page`, `size`, §14.11) and how many entries there are
 * in all pages; without `page` and `size`, every entry. Failures → `Failed to retrieve portfolio activity`.
 * @example
 * const { count, activity } = await getPortfolioActivityPage(client, { page: 1, size: 50 });
 */
export async function getPortfolioActivityPage(client: Client, paging: Paging = {}): Promise<ActivityPage> {
  return fetchActivity(client, paging, (data) => data?.activity && data);
}
