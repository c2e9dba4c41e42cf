import { fmt, signedUserOperationSchema, VALIDATION, type SignedUserOperation } from '@satchel/shared';
import type { Hex } from 'viem';
import { nowSeconds, type PlatformContext } from '../context.js';
import { PlatformError } from '../errors/platform-error.js';
import { validateBody } from '../http/validate-body.js';
import type { AuthenticatedSession } from '../session.js';
import { getUserById } from '../world/user-store.js';
import { type ClientNetworkRow } from '../world/network-store.js';
import { environmentAddresses, type EnvironmentAddresses } from '../crypto/address-sets.js';
import { checkChain, checkPolicy } from './check-chain.js';
import { decodeCallData } from './call-data/decode-call-data.js';
import type { IntentJob } from '../intents/intent-module.js';
import { decodeJobParameters } from '../intents/job-parameters.js';
import { oktoUserOperationHash, userOperationHash } from '../crypto/user-operation-hash.js';
import { verifyPaymasterData } from '../crypto/verify-paymaster-data.js';
import { recoverRaw32Signer } from '../crypto/recover-signer.js';
import { bytes32ToUuid, uuidToInteger } from '../crypto/uuid.js';
import { bundledOperation } from './bundled-operation.js';
import type { BundledUserOperation } from './user-operation-store.js';

export interface VerifiedExecute {
  jobId: string;
  op: SignedUserOperation;
  job: IntentJob;
  network: ClientNetworkRow;
  feePayerAddress: string;
  /** The standard v0.7 userOpHash (§10.3), the entry point's `getUserOpHash` of the operation as bundled. */
  userOpHash: Hex;
  /** The operation as it goes on chain (bundled-operation.ts). */
  bundled: BundledUserOperation;
}

/**
 * Checks an execute body against the session, docs/protocol.md §10.7 steps 2–6 in order (step 7 is the order insert).
 */
export async function verifyExecute(
  ctx: PlatformContext,
  session: AuthenticatedSession,
  body: unknown,
): Promise<VerifiedExecute> {
  const op = validateBody(signedUserOperationSchema, body);
  const jobId = bytes32ToUuid(op.nonce);
  if (!jobId)
    throw new PlatformError('VALIDATION_ERROR', { message: fmt.validationFailed([VALIDATION.invalidNonce]) });

  if (op.sender.toLowerCase() !== session.userSWA.toLowerCase())
    throw new PlatformError('IDENTITY_MISMATCH', { details: 'sender' });
  // Only the session's own address set: an Okto-set session presenting Satchel's paymaster is refused, and back.
  const env = environmentAddresses(session.env, session.addressSet);
  if (op.paymaster.toLowerCase() !== env.paymaster.toLowerCase())
    throw new PlatformError('UNKNOWN_PAYMASTER');

  const userOpHash = userOperationHash(op, env);
  if (!verifyOperationSignature(op, userOpHash, env, session))
    throw new PlatformError('INVALID_SIGNATURE', { details: 'signature' });
  verifyPaymasterData({
    paymasterData: op.paymasterData,
    nonce32: op.nonce.toLowerCase() as Hex,
    clientSWA: session.clientSWA,
    clientSigners: session.clientSigners,
    nowSec: nowSeconds(ctx),
  });

  const call = decodeCallData(op.callData as Hex, env.jobManager);
  if (call.jobId !== uuidToInteger(jobId))
    throw new PlatformError('INVALID_CALL_DATA', { details: '_jobId does not match the nonce' });
  if (call.clientSWA.toLowerCase() !== session.clientSWA.toLowerCase())
    throw new PlatformError('IDENTITY_MISMATCH', { details: '_clientSWA' });
  if (call.userSWA.toLowerCase() !== session.userSWA.toLowerCase())
    throw new PlatformError('IDENTITY_MISMATCH', { details: '_userSWA' });
  const job = decodeJobParameters(call.intentType, call.jobParameters, sessionUser(ctx, session));
  validateBody(job.schema, job.schemaInput);
  const network = checkChain(ctx, session.clientId, job);
  checkPolicy(network, call.policy, call.feePayerAddress);
  const bundled = bundledOperation(op);
  return { jobId, op, job, network, feePayerAddress: call.feePayerAddress, userOpHash, bundled };
}

/** The standard v0.7 hash; for Okto-set sessions also the Okto client's gasFees order (user-operation-hash.ts). */
function verifyOperationSignature(
  op: SignedUserOperation,
  hash: Hex,
  env: EnvironmentAddresses,
  session: AuthenticatedSession,
): boolean {
  if (recoverRaw32Signer(hash, op.signature) === session.sessionAddress) return true;
  return (
    session.addressSet === 'okto' &&
    recoverRaw32Signer(oktoUserOperationHash(op, env), op.signature) === session.sessionAddress
  );
}

/** The session user's addresses the intent schemas compare with: the userSWA and the Solana address. */
export function sessionUser(ctx: PlatformContext, session: AuthenticatedSession) {
  return { userSWA: session.userSWA, solanaAddress: getUserById(ctx.db, session.userId)?.solanaAddress };
}
