import { ENVIRONMENT_CHAINS, type Environment } from '@satchel/shared';
import type { Hex } from '../../crypto/hex-types.js';
import { signRaw32 } from '../../crypto/index.js';
import { InvalidInputError } from '../../errors/invalid-input-error.js';
import { satchelEnvironment } from '#satchel-environment';
import { packUserOp } from './pack-user-op.js';
import { getUserOpHash, type UserOpHashContext } from './user-op-hash.js';
import type { SignedUserOperation, UnsignedUserOperation } from './user-operation-types.js';

/**
 * Signs an operation (§10.4): the session key's raw-32 signature of its v0.7 userOpHash under the environment's
 * entry point and chain id, with the gasFees packing of the context's platform (an `EnvConfig` carries it).
 * Returns the 12 fields in §10.1 order plus `signature` last (the execute body).
 * @example
 * const signed = signUserOpWith(op, session.sessionPrivKey, 'sandbox');
 * const jobId = await client.executeUserOp(signed);
 */
export function signUserOpWith(
  op: UnsignedUserOperation,
  sessionPrivKey: Hex,
  env: Environment | UserOpHashContext,
): SignedUserOperation {
  const context = typeof env !== 'string' ? env : ENVIRONMENT_CHAINS[env] && satchelEnvironment(env);
  if (context === undefined) throw new InvalidInputError('Unknown environment', { details: String(env) });
  const unsigned: UnsignedUserOperation = {
    sender: op.sender,
    nonce: op.nonce,
    paymaster: op.paymaster,
    callGasLimit: op.callGasLimit,
    verificationGasLimit: op.verificationGasLimit,
    preVerificationGas: op.preVerificationGas,
    maxFeePerGas: op.maxFeePerGas,
    maxPriorityFeePerGas: op.maxPriorityFeePerGas,
    paymasterPostOpGasLimit: op.paymasterPostOpGasLimit,
    paymasterVerificationGasLimit: op.paymasterVerificationGasLimit,
    callData: op.callData,
    paymasterData: op.paymasterData,
  };
  const platform = 'platform' in context ? context.platform : undefined;
  const signature = signRaw32(getUserOpHash(packUserOp(unsigned, platform), context), sessionPrivKey);
  return { ...unsigned, signature };
}
