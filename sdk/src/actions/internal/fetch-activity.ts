import { orderFiltersSchema, SDK, type Paging } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import { validateInput } from '../../client/validate-input.js';
import { API_PATHS } from '../../transport/index.js';
import { authedGet, sameMessage } from './authed-get.js';
import { queryString } from './query-string.js';

/**
 * GET /portfolio/activity with `page` and `size` when given (§14.5, §14.11), checked first (by the order filters'
 * paging fields: one schema less in the bundle).
 */
export function fetchActivity<T>(client: Client, paging: Paging, pick: (data: any) => T | undefined) {
  const { page, size } = validateInput(orderFiltersSchema, paging);
  return authedGet(
    client,
    API_PATHS.activity + queryString({ page, size }),
    sameMessage(SDK.failedToRetrieveActivity),
    pick,
  );
}
