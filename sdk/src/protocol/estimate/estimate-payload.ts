import type { Address, Hex } from '../../crypto/hex-types.js';
import type { EstimateIntentType } from './estimate-details.js';

/**
 * Inputs of an estimate payload (§12.1).
 * @example
 * const args: EstimatePayloadArgs = { type: 'TOKEN_TRANSFER', jobId, paymasterData, gasDetails: await getGasValues(client), details };
 */
export interface EstimatePayloadArgs {
  type: EstimateIntentType;
  /** Fresh UUID of this operation (also the paymaster nonce). */
  jobId: string;
  /** Only sent when given. */
  feePayerAddress?: Address | undefined;
  /** §9 signed for `jobId`. */
  paymasterData: Hex;
  /** `data` of GET /gas-values, verbatim. */
  gasDetails: { maxFeePerGas: string; maxPriorityFeePerGas: string };
  /** `toEstimateDetails` output. */
  details: Record<string, unknown>;
}

/**
 * The estimate payload (§12.1) with its keys in the normative order.
 * @example
 * const payload: EstimatePayload = buildEstimatePayload(args);
 * const result = await estimate(client, payload);
 */
export interface EstimatePayload {
  type: EstimateIntentType;
  jobId: string;
  feePayerAddress?: Address;
  paymasterData: Hex;
  gasDetails: { maxFeePerGas: string; maxPriorityFeePerGas: string };
  details: Record<string, unknown>;
}

/**
 * The estimate payload, `feePayerAddress` present only when a fee payer is given (§12.1).
 * @example
 * const jobId = randomUuid();
 * const payload = buildEstimatePayload({ type: 'TOKEN_TRANSFER', jobId, paymasterData, gasDetails, details });
 */
export function buildEstimatePayload(args: EstimatePayloadArgs): EstimatePayload {
  return {
    type: args.type,
    jobId: args.jobId,
    ...(args.feePayerAddress === undefined ? {} : { feePayerAddress: args.feePayerAddress }),
    paymasterData: args.paymasterData,
    gasDetails: {
      maxFeePerGas: args.gasDetails.maxFeePerGas,
      maxPriorityFeePerGas: args.gasDetails.maxPriorityFeePerGas,
    },
    details: args.details,
  };
}
