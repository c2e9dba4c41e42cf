import type { UserOperation } from '@satchel/shared';
import { numberToHex, type Hex } from 'viem';
import type { BundledUserOperation } from './user-operation-store.js';

const quantity = (value: string): Hex => numberToHex(BigInt(value));

/**
 * The operation as the platform bundles it: the wire's fields (§10.1) as hex quantities. `gasFees` says which
 * packing the signature was made over: `standard` (v0.7, priority ‖ max) or `okto` (the Okto client's max ‖
 * priority, user-operation-hash.ts). An Okto-order operation goes on chain with its two fees swapped, so that the
 * entry point's `getUserOpHash` is the hash its signature covers; that hash is its userOpHash everywhere.
 */
export function bundledOperation(op: UserOperation & { signature: string }, gasFees: 'standard' | 'okto') {
  const [maxFee, priorityFee] =
    gasFees === 'okto'
      ? [op.maxPriorityFeePerGas, op.maxFeePerGas]
      : [op.maxFeePerGas, op.maxPriorityFeePerGas];
  const bundled: BundledUserOperation = {
    sender: op.sender.toLowerCase() as Hex,
    nonce: op.nonce.toLowerCase() as Hex,
    callData: op.callData.toLowerCase() as Hex,
    callGasLimit: quantity(op.callGasLimit),
    verificationGasLimit: quantity(op.verificationGasLimit),
    preVerificationGas: quantity(op.preVerificationGas),
    maxFeePerGas: quantity(maxFee),
    maxPriorityFeePerGas: quantity(priorityFee),
    paymaster: op.paymaster.toLowerCase() as Hex,
    paymasterVerificationGasLimit: quantity(op.paymasterVerificationGasLimit),
    paymasterPostOpGasLimit: quantity(op.paymasterPostOpGasLimit),
    paymasterData: op.paymasterData.toLowerCase() as Hex,
    signature: op.signature.toLowerCase() as Hex,
  };
  return bundled;
}
