import type { UserOperation } from '@satchel/shared';
import { numberToHex, type Hex } from 'viem';
import type { BundledUserOperation } from './user-operation-store.js';

const quantity = (value: string): Hex => numberToHex(BigInt(value));

/**
 * The operation as the platform bundles it: the wire's fields (§10.1) as given, numbers as hex quantities, so its
 * userOpHash is the standard v0.7 hash (viem's `getUserOperationHash`, the entry point's `getUserOpHash`) whichever
 * `gasFees` packing an Okto client signed (the account accepts that variant for the Okto set's entry point).
 */
export function bundledOperation(op: UserOperation & { signature: string }): BundledUserOperation {
  const bundled: BundledUserOperation = {
    sender: op.sender as Hex,
    nonce: op.nonce.toLowerCase() as Hex,
    callData: op.callData as Hex,
    callGasLimit: quantity(op.callGasLimit),
    verificationGasLimit: quantity(op.verificationGasLimit),
    preVerificationGas: quantity(op.preVerificationGas),
    maxFeePerGas: quantity(op.maxFeePerGas),
    maxPriorityFeePerGas: quantity(op.maxPriorityFeePerGas),
    paymaster: op.paymaster as Hex,
    paymasterVerificationGasLimit: quantity(op.paymasterVerificationGasLimit),
    paymasterPostOpGasLimit: quantity(op.paymasterPostOpGasLimit),
    paymasterData: op.paymasterData as Hex,
    signature: op.signature as Hex,
  };
  return bundled;
}
