import { estimatePayloadSchema, SDK } from '@satchel/shared';
import type { SatchelClient } from '../client/satchel-client.js';
import { validateInput } from '../client/validate-input.js';
import { checkInput } from '../errors/check-input.js';
import { estimateRequest, type EstimatePayload } from '../protocol/index.js';
import type { UnsignedUserOperation } from '../protocol/index.js';

/**
 * The estimate answer (§12.3), camel-cased.
 * @example
 * const result: EstimateResult = await estimateTokenTransfer(client, input);
 * console.log(result.details.fees.approxTransactionFeesInUSDT);
 */
export interface EstimateResult {
  details: {
    estimation: Record<string, string>;
    fees: { transactionFees: Record<string, string>; approxTransactionFeesInUSDT: string };
    swapFees: Record<string, string>;
  };
  callData: Record<string, unknown>;
  userOps: UnsignedUserOperation;
}

/**
 * Estimates an order from a built payload (§12): `GET /estimate?payload=…`, or POST when the URL would exceed 8000
 * characters. Failures → `Failed to estimate order`; no data → `Response data is missing`.
 * @example
 * const payload = buildEstimatePayload({ type: 'TOKEN_TRANSFER', jobId, paymasterData, gasDetails, details });
 * const { details: { fees } } = await estimate(client, payload);
 */
export async function estimate(client: SatchelClient, payload: EstimatePayload): Promise<EstimateResult> {
  const request = checkInput(() => {
    validateInput(estimatePayloadSchema, payload);
    return estimateRequest(payload, { baseUrl: client.envConfig.apiUrl });
  });
  return client.request<EstimateResult>({
    method: request.method,
    path: request.path,
    ...(request.method === 'POST' ? { body: request.body } : {}),
    auth: true,
    messages: { failed: () => SDK.failedToEstimate, missing: SDK.responseDataMissing },
  });
}
