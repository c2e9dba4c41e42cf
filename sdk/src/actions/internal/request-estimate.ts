import { SDK } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import { checkInput } from '../../errors/check-input.js';
import { estimateRequest, type EstimatePayload } from '../../protocol/index.js';
import type { EstimateResult } from '../types.js';

/**
 * `GET /estimate?payload=…` (§12), or POST when the URL would exceed 8000 characters, for a payload the caller
 * validated (`estimate`) or built (the intents' estimates). Failures → `Failed to estimate order`.
 */
export function requestEstimate(client: Client, payload: EstimatePayload): Promise<EstimateResult> {
  const request = checkInput(() => estimateRequest(payload, { baseUrl: client.envConfig.apiUrl }));
  return client.request<EstimateResult>({
    method: request.method,
    path: request.path,
    ...(request.method === 'POST' ? { body: request.body } : {}),
    auth: true,
    messages: { failed: () => SDK.failedToEstimate, missing: SDK.responseDataMissing },
  });
}
