import type { SignedUserOperation } from '@satchel/shared';
import type { Hex } from 'viem';
import { toPackedUserOperation } from 'viem/account-abstraction';
import { toViemUserOperation } from '../../crypto/user-operation-hash.js';

/** The `PackedUserOperation` struct of the entry point's ABI (ERC-4337 v0.7, docs/protocol.md §10.2). */
export interface PackedUserOperationValue {
  sender: Hex;
  nonce: bigint;
  initCode: Hex;
  callData: Hex;
  accountGasLimits: Hex;
  preVerificationGas: bigint;
  gasFees: Hex;
  paymasterAndData: Hex;
  signature: Hex;
}

/**
 * A signed operation of the protocol (§10.1, strings) as the struct value viem encodes for `handleOps` — packed by
 * viem from the same mapping the userOpHash is made of (crypto/user-operation-hash.ts), so the entry point hashes
 * exactly what was signed.
 */
export function packUserOperation(op: SignedUserOperation): PackedUserOperationValue {
  const packed = toPackedUserOperation(toViemUserOperation(op));
  return {
    sender: packed.sender,
    nonce: packed.nonce,
    initCode: packed.initCode ?? '0x',
    callData: packed.callData,
    accountGasLimits: packed.accountGasLimits,
    preVerificationGas: packed.preVerificationGas,
    gasFees: packed.gasFees,
    // bytes, as a decoder gives them back (the paymaster's address is checksummed in the operation).
    paymasterAndData: packed.paymasterAndData.toLowerCase() as Hex,
    signature: packed.signature,
  };
}
