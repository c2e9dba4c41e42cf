import type { UserOperation } from '@satchel/shared';
import { getUserOperationHash, type UserOperation as ViemUserOperation } from 'viem/account-abstraction';
import type { Hex } from 'viem';
import type { EnvironmentAddresses } from './address-sets.js';

/**
 * The protocol's operation (§10.1, strings) as viem's v0.7 UserOperation: the one mapping from which the hash
 * (below) and the packed form the entry point takes (evm/user-operations/pack-user-operation.ts) are made.
 */
export function toViemUserOperation(op: UserOperation): ViemUserOperation<'0.7'> {
  return {
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
    signature: (op.signature ?? '0x') as Hex,
  };
}

/** userOpHash (§10.2–10.3) with the entry point and chain id of the session's environment and set (viem, v0.7). */
export function userOperationHash(
  op: UserOperation,
  env: Pick<EnvironmentAddresses, 'chainId' | 'entryPoint'>,
): Hex {
  return getUserOperationHash({
    chainId: env.chainId,
    entryPointAddress: env.entryPoint,
    entryPointVersion: '0.7',
    userOperation: { ...toViemUserOperation(op), signature: '0x' },
  });
}

/**
 * The hash the Okto v2 client signs: it packs `gasFees` as maxFeePerGas ‖ maxPriorityFeePerGas, the reverse of
 * v0.7's priority ‖ max, so it is the standard hash of the operation with the two fees swapped. Accepted for
 * sessions of the Okto address set only.
 */
export const oktoUserOperationHash = (
  op: UserOperation,
  env: Pick<EnvironmentAddresses, 'chainId' | 'entryPoint'>,
): Hex =>
  userOperationHash(
    { ...op, maxFeePerGas: op.maxPriorityFeePerGas, maxPriorityFeePerGas: op.maxFeePerGas },
    env,
  );
