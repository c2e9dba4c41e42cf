import type { Client } from '../../../client/client.js';
import { randomUuid } from '../../../crypto/index.js';
import { buildEstimatePayload, toEstimateDetails, type EstimateIntentType } from '../../../protocol/index.js';
import { checkInput } from '../../../errors/check-input.js';
import { getGasValues } from '../../get-gas-values.js';
import { requestEstimate } from '../../internal/request-estimate.js';
import { signPaymasterData } from '../../paymaster/internal/sign-paymaster-data.js';
import type { EstimateResult } from '../../types.js';
import { checkedIntent } from './checked-intent.js';
import type { IntentSpec } from './intent-specs.js';

/**
 * The estimate of an intent (§12): same checks as the write flow, then a payload with a fresh jobId, its paymaster
 * data, the gas values and the intent's details. Resolves to `{details, callData, userOps}`; `userOps` is one
 * unsigned operation to sign and execute.
 */
export async function estimateIntent(
  client: Client,
  spec: IntentSpec & { intentType: EstimateIntentType },
  input: unknown,
  feePayer?: string,
): Promise<EstimateResult> {
  const { data } = await checkedIntent(client, spec, input, feePayer);
  // Encoding is part of the input check: what the encoders refuse (an amount beyond uint256) is a ValidationError.
  const details = checkInput(() => toEstimateDetails(spec.intentType, data));
  const gasDetails = await getGasValues(client);
  const jobId = randomUuid();
  const payload = buildEstimatePayload({
    type: spec.intentType,
    jobId,
    feePayerAddress: feePayer as `0x${string}` | undefined,
    paymasterData: await signPaymasterData(client, jobId),
    gasDetails,
    details,
  });
  return requestEstimate(client, payload);
}
