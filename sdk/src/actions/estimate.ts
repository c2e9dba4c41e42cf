import { estimatePayloadSchema } from '@satchel/shared';
import type { Client } from '../client/client.js';
import { validateInput } from '../client/validate-input.js';
import type { EstimatePayload } from '../protocol/index.js';
import { requestEstimate } from './internal/request-estimate.js';
import type { EstimateResult } from './types.js';

/**
 * Estimates an order from a built payload (§12): `GET /estimate?payload=…`, or POST when the URL would exceed 8000
 * characters. Failures → `Failed to estimate order`; no data → `Response data is missing`.
 * @example
 * const payload = buildEstimatePayload({ type: 'TOKEN_TRANSFER', jobId, paymasterData, gasDetails, details });
 * const { details: { fees } } = await estimate(client, payload);
 */
export async function estimate(client: Client, payload: EstimatePayload): Promise<EstimateResult> {
  validateInput(estimatePayloadSchema, payload);
  return requestEstimate(client, payload);
}
