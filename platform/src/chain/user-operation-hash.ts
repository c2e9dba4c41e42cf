import { ENVIRONMENTS, type Environment, type UserOperation } from '@satchel/shared';
import { getUserOperationHash } from 'viem/account-abstraction';
import type { Hex } from 'viem';

/** userOpHash (§10.2–10.3) with the entry point and chain id of the session's environment (viem, v0.7). */
export function userOperationHash(op: UserOperation, env: Environment): Hex {
  const e = ENVIRONMENTS[env];
  return getUserOperationHash({
    chainId: e.chainId,
    entryPointAddress: e.entryPoint,
    entryPointVersion: '0.7',
    userOperation: {
      sender: op.sender as Hex,
      nonce: BigInt(op.nonce),
      callData: op.callData as Hex,
      callGasLimit: BigInt(op.callGasLimit),
      verificationGasLimit: BigInt(op.verificationGasLimit),
      preVerificationGas: BigInt(op.preVerificationGas),
      maxFeePerGas: BigInt(op.maxFeePerGas),
      maxPriorityFeePerGas: BigInt(op.maxPriorityFeePerGas),
      paymaster: op.paymaster as Hex,
      paymasterVerificationGasLimit: BigInt(op.paymasterVerificationGasLimit),
      paymasterPostOpGasLimit: BigInt(op.paymasterPostOpGasLimit),
      paymasterData: op.paymasterData as Hex,
      signature: '0x',
    },
  });
}
