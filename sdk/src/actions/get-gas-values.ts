import { fmt, SDK } from '@satchel/shared';
import type { Client } from '../client/client.js';
import { API_PATHS } from '../transport/index.js';
import { authedGet } from './internal/authed-get.js';
import type { GasValues } from './types.js';

/**
 * Current fees (§14.8), used verbatim in operations.
 * @example
 * const { maxFeePerGas, maxPriorityFeePerGas } = await getGasValues(client);
 */
export async function getGasValues(client: Client): Promise<GasValues> {
  return authedGet(
    client,
    API_PATHS.gasValues,
    { failed: fmt.failedToRetrieveGasValues, missing: SDK.gasValuesResponseMissing },
    (data) =>
      typeof data?.maxFeePerGas === 'string' && typeof data?.maxPriorityFeePerGas === 'string'
        ? data
        : undefined,
  );
}
