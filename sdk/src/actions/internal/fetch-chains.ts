import { SDK } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import { API_PATHS } from '../../transport/index.js';
import type { Chain } from '../types.js';
import { authedGet, sameMessage } from './authed-get.js';

/** GET /supported/networks → `data.network`; failures say `Failed to retrieve supported networks` (§4). */
export function fetchChains(client: Client): Promise<Chain[]> {
  return authedGet(
    client,
    API_PATHS.networks,
    sameMessage(SDK.failedToRetrieveNetworks),
    (data) => data?.network,
  );
}
