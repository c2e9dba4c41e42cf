import { SDK } from '@satchel/shared';
import type { Client } from '../client/client.js';
import { API_PATHS } from '../transport/index.js';
import { authedGet, sameMessage } from './internal/authed-get.js';
import type { Portfolio } from './types.js';

/**
 * The aggregated portfolio (§14.4); failures → `Failed to retrieve portfolio`.
 * @example
 * const { aggregatedData, groupTokens } = await getPortfolio(client);
 * console.log(aggregatedData.totalHoldingPriceUsdt, groupTokens.length);
 */
export async function getPortfolio(client: Client): Promise<Portfolio> {
  return authedGet(client, API_PATHS.portfolio, sameMessage(SDK.failedToRetrievePortfolio));
}
