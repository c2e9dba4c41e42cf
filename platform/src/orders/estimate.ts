import { ESTIMATE_INTENT_TYPES, estimatePayloadSchema, fmt, GAS_LIMITS, ZERO_ADDRESS } from '@satchel/shared';
import { numberToHex, type Hex } from 'viem';
import { nowSeconds, type PlatformContext } from '../context.js';
import { verifyPaymasterData } from '../crypto/verify-paymaster-data.js';
import { PlatformError } from '../errors/platform-error.js';
import { validateBody } from '../http/validate-body.js';
import type { AuthenticatedSession } from '../session.js';
import { environmentAddresses } from '../crypto/address-sets.js';
import { checkChain, checkPolicy } from './check-chain.js';
import { decodeJobParameters } from './intent/decode-job-parameters.js';
import { encodeCallData, encodeJobParameters } from './intent/encode-call-data.js';
import { estimateJob } from './estimate-details.js';
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
  const job = estimateJob(payload.type, payload.details, user);
  const network = checkChain(ctx, session.clientId, job);
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
  const jobParameters = encodeJobParameters(job.intentType, job.jobValues);
  const callData = encodeCallData({
    env: session.env,
    addressSet: session.addressSet,
    jobId: payload.jobId,
    clientSWA: session.clientSWA,
    userSWA: session.userSWA,
    feePayerAddress,
    policy: policies,
    intentType: job.intentType,
    jobParameters,
  });
  const decoded = decodeJobParameters(job.intentType, jobParameters, user).payload;
  const { maxFeePerGas, maxPriorityFeePerGas } = payload.gasDetails;
  const firstTx = Array.isArray(decoded.transactions)
    ? (decoded.transactions[0] as Record<string, unknown>)
    : undefined;
  const amount =
    typeof decoded.amount === 'string'
      ? decoded.amount
      : job.rawFamily === 'EVM' && firstTx
        ? BigInt(String(firstTx.value)).toString()
        : '';
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
      fees: await estimateFees(ctx, chains, network, job.intentType, decoded, user, maxFeePerGas),
      swapFees: SWAP_FEES,
    },
    callData: {
      intentType: job.intentType,
      jobId: payload.jobId,
      clientSWA: session.clientSWA,
      userSWA: session.userSWA,
      feePayerAddress,
      policies,
      gsn: { isPossible: false, isRequired: false, requiredNetworks: [], tokens: [] },
      payload: decoded,
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
