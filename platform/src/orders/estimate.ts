import { ESTIMATE_INTENT_TYPES, estimatePayloadSchema, fmt, GAS_LIMITS, ZERO_ADDRESS } from '@satchel/shared';
import { numberToHex, type Hex } from 'viem';
import { nowSeconds, type PlatformContext } from '../context.js';
import { verifyPaymasterData } from '../crypto/verify-paymaster-data.js';
import { PlatformError } from '../errors/platform-error.js';
import { validateBody } from '../http/validate-body.js';
import type { AuthenticatedSession } from '../session.js';
import { environmentAddresses } from '../crypto/address-sets.js';
import { INTENTS } from '../intents/intent-registry.js';
import { encodeJobParameters } from '../intents/job-parameters.js';
import { checkChain, checkPolicy } from './check-chain.js';
import { encodeCallData } from './call-data/encode-call-data.js';
import { estimateFees } from './estimate-fees.js';
import { orderExists } from './order-store.js';
import { uuidToBytes32 } from '../crypto/uuid.js';
import { sessionUser } from './verify-execute.js';
import type { PlatformChains } from '../runtimes/platform-chains.js';

const SWAP_FEES = {
  totalFeesInInputToken: '',
  platformBaseFeesInInputToken: '',
  gasFeesInInputToken: '',
  integratorFeesInInputToken: '',
};

/** Estimate (§12.2 checks in order, §12.3 response); never consumes the job id. */
export async function estimate(
  ctx: PlatformContext,
  chains: PlatformChains,
  session: AuthenticatedSession,
  raw: unknown,
): Promise<unknown> {
  const type = (raw as { type?: unknown } | null)?.type;
  if (typeof type === 'string' && !(ESTIMATE_INTENT_TYPES as readonly string[]).includes(type))
    throw new PlatformError('UNSUPPORTED_INTENT_TYPE', { message: fmt.unsupportedIntentType(type) });
  const payload = validateBody(estimatePayloadSchema, raw);
  const user = sessionUser(ctx, session);
  const estimator = INTENTS[payload.type].estimate;
  if (!estimator)
    throw new Error(`the ${payload.type} module does not estimate (ESTIMATE_INTENT_TYPES lists it)`);
  // Strict like the intent schemas (§12.1).
  const unknown = Object.keys(payload.details).filter((key) => !estimator.detailKeys.includes(key));
  if (unknown.length)
    throw new PlatformError('VALIDATION_ERROR', {
      message: fmt.validationFailed([fmt.unrecognizedKeys(unknown)]),
    });
  const job = estimator.job(payload.details, user);
  const network = checkChain(ctx, session.clientId, { ...job, intentType: payload.type });
  const feePayerAddress = payload.feePayerAddress ?? ZERO_ADDRESS;
  checkPolicy(network, undefined, feePayerAddress);
  verifyPaymasterData({
    paymasterData: payload.paymasterData,
    nonce32: uuidToBytes32(payload.jobId),
    clientSWA: session.clientSWA,
    clientSigners: session.clientSigners,
    nowSec: nowSeconds(ctx),
  });
  if (orderExists(ctx.db, payload.jobId)) throw new PlatformError('REPLAYED_REQUEST', { details: 'jobId' });

  const policies = { gsnEnabled: network.gsnEnabled, sponsorshipEnabled: network.sponsorshipEnabled };
  const jobParameters = encodeJobParameters(payload.type, job.payload);
  const callData = encodeCallData({
    env: session.env,
    addressSet: session.addressSet,
    jobId: payload.jobId,
    clientSWA: session.clientSWA,
    userSWA: session.userSWA,
    feePayerAddress,
    policy: policies,
    intentType: payload.type,
    jobParameters,
  });
  const { maxFeePerGas, maxPriorityFeePerGas } = payload.gasDetails;
  const amount = estimator.amount(job.payload);
  return {
    details: {
      estimation: {
        amount,
        routeId: '',
        sameChainFee: '',
        sameChainFeeCollector: '',
        crossChainFee: '',
        crossChainFeeCollector: '',
        recommendedSlippage: '',
        slippageUsed: '',
        outputAmount: amount,
        routeValidUntil: '',
        ...SWAP_FEES,
      },
      fees: await estimateFees(ctx, chains, network, payload.type, job.payload, user, maxFeePerGas),
      swapFees: SWAP_FEES,
    },
    callData: {
      intentType: payload.type,
      jobId: payload.jobId,
      clientSWA: session.clientSWA,
      userSWA: session.userSWA,
      feePayerAddress,
      policies,
      gsn: { isPossible: false, isRequired: false, requiredNetworks: [], tokens: [] },
      payload: job.payload,
    },
    userOps: {
      sender: session.userSWA,
      nonce: uuidToBytes32(payload.jobId),
      paymaster: environmentAddresses(session.env, session.addressSet).paymaster,
      callGasLimit: numberToHex(GAS_LIMITS.callGasLimit),
      verificationGasLimit: numberToHex(GAS_LIMITS.verificationGasLimit),
      preVerificationGas: numberToHex(GAS_LIMITS.preVerificationGas),
      maxFeePerGas,
      maxPriorityFeePerGas,
      paymasterPostOpGasLimit: numberToHex(GAS_LIMITS.paymasterPostOpGasLimit),
      paymasterVerificationGasLimit: numberToHex(GAS_LIMITS.paymasterVerificationGasLimit),
      callData: callData as Hex,
      paymasterData: payload.paymasterData,
    },
  };
}
