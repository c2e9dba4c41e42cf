import { GAS_LIMITS } from '@satchel/shared';
import type { Address, Hex } from '../../crypto/hex-types.js';
import { uuidToBytes32 } from '../../crypto/index.js';
import { numberToHex } from '../../crypto/number-to-hex.js';
import type { UnsignedUserOperation } from './user-operation-types.js';

/**
 * Inputs of an unsigned operation (§10.1).
 * @example
 * const args: UserOperationArgs = { sender: userSWA, nonce: jobId, paymaster, gasValues: await getGasValues(client), callData, paymasterData };
 */
export interface UserOperationArgs {
  /** userSWA from authenticate. */
  sender: Address;
  /** The operation UUID (becomes the bytes32 nonce). */
  nonce: string;
  /** Paymaster of the environment. */
  paymaster: Address;
  /** `data` of GET /gas-values, verbatim. */
  gasValues: { maxFeePerGas: string; maxPriorityFeePerGas: string };
  callData: Hex;
  /** Paymaster data signed for the same UUID. */
  paymasterData: Hex;
}

const LIMITS = {
  callGasLimit: numberToHex(GAS_LIMITS.callGasLimit),
  verificationGasLimit: numberToHex(GAS_LIMITS.verificationGasLimit),
  preVerificationGas: numberToHex(GAS_LIMITS.preVerificationGas),
  paymasterPostOpGasLimit: numberToHex(GAS_LIMITS.paymasterPostOpGasLimit),
  paymasterVerificationGasLimit: numberToHex(GAS_LIMITS.paymasterVerificationGasLimit),
};

/**
 * The 12-field unsigned operation in §10.1 order, with the §2.4 gas limits as minimal hex.
 * @example
 * const op = buildUserOperation({ sender: userSWA, nonce: jobId, paymaster: env.paymaster, gasValues, callData, paymasterData });
 */
export function buildUserOperation(args: UserOperationArgs): UnsignedUserOperation {
  return {
    sender: args.sender,
    nonce: uuidToBytes32(args.nonce),
    paymaster: args.paymaster,
    callGasLimit: LIMITS.callGasLimit,
    verificationGasLimit: LIMITS.verificationGasLimit,
    preVerificationGas: LIMITS.preVerificationGas,
    maxFeePerGas: args.gasValues.maxFeePerGas as Hex,
    maxPriorityFeePerGas: args.gasValues.maxPriorityFeePerGas as Hex,
    paymasterPostOpGasLimit: LIMITS.paymasterPostOpGasLimit,
    paymasterVerificationGasLimit: LIMITS.paymasterVerificationGasLimit,
    callData: args.callData,
    paymasterData: args.paymasterData,
  };
}
