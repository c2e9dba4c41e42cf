import type { Address, Hex } from '../../crypto/hex-types.js';

/**
 * The unsigned ERC-4337 v0.7 operation of §10.1, fields in JSON order; every value a string.
 * @example
 * const op: UnsignedUserOperation = await prepareTokenTransfer(client, input);
 */
export interface UnsignedUserOperation {
  sender: Address;
  /** bytes32 of the operation UUID. */
  nonce: Hex;
  paymaster: Address;
  callGasLimit: Hex;
  verificationGasLimit: Hex;
  preVerificationGas: Hex;
  maxFeePerGas: Hex;
  maxPriorityFeePerGas: Hex;
  paymasterPostOpGasLimit: Hex;
  paymasterVerificationGasLimit: Hex;
  callData: Hex;
  paymasterData: Hex;
}

/**
 * The signed operation: the execute body (§10.5), `signature` last.
 * @example
 * const signed: SignedUserOperation = await client.signUserOp(op);
 */
export interface SignedUserOperation extends UnsignedUserOperation {
  signature: Hex;
}

/**
 * The packed v0.7 form (§10.2).
 * @example
 * const packed: PackedUserOperation = packUserOp(signed);
 */
export interface PackedUserOperation {
  sender: Address;
  nonce: Hex;
  initCode: Hex;
  callData: Hex;
  accountGasLimits: Hex;
  preVerificationGas: Hex;
  gasFees: Hex;
  paymasterAndData: Hex;
  /** `0x` while unsigned. */
  signature: Hex;
}
