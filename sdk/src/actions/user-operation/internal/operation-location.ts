import type { Client } from '../../../client/client.js';
import type { Address, Hex } from '../../../crypto/hex-types.js';
import { getUserOpHash, packUserOp, type UnsignedUserOperation } from '../../../protocol/index.js';

/**
 * Where an executed operation can be followed with ERC-7769 (`eth_getUserOperationReceipt`,
 * docs/user-operations-flow.md): its standard v0.7 userOpHash, and the platform environment's chain id and entry
 * point the hash binds (§2.1, §10.3).
 * @example
 * const { hash, chainId }: UserOperationLocation = locateUserOperation(client, signed);
 */
export interface UserOperationLocation {
  hash: Hex;
  chainId: number;
  entryPoint: Address;
}

/**
 * The location of an operation the SDK built itself (no checks: `locateUserOperation` is the public, checked form).
 * The hash is made by the same function the SDK signs with; on the `okto` profile the session key signs a variant
 * with the `gasFees` halves swapped (docs/user-operations.md), but the entry point logs the standard hash.
 */
export function operationLocation(client: Client, op: UnsignedUserOperation): UserOperationLocation {
  const { chainId, entryPoint } = client.envConfig;
  return { hash: getUserOpHash(packUserOp(op), { chainId, entryPoint }), chainId, entryPoint };
}
