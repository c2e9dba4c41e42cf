import type { Client } from '../../client/client.js';
import type { Address, Hex } from '../../crypto/hex-types.js';
import { getUserOpHash, packUserOp, type UnsignedUserOperation } from '../../protocol/index.js';

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
 * The operation's standard v0.7 userOpHash under the client's environment (§10.3), by the same function the SDK signs
 * with — what the entry point logs in `UserOperationEvent` and viem's `getUserOperationHash` gives. On the `okto`
 * profile the session key signs a variant with the `gasFees` halves swapped (docs/user-operations.md); the entry
 * point still logs, and this answers, the standard hash. Pure: nothing is sent or validated.
 * @example
 * const signed = await signUserOperation(client, await prepareTokenTransfer(client, input));
 * const jobId = await executeUserOperation(client, signed);
 * const { hash } = locateUserOperation(client, signed); // createBundlerClient(…).waitForUserOperationReceipt({ hash })
 */
export function locateUserOperation(client: Client, op: UnsignedUserOperation): UserOperationLocation {
  const { chainId, entryPoint } = client.envConfig;
  return { hash: getUserOpHash(packUserOp(op), { chainId, entryPoint }), chainId, entryPoint };
}
