import {
  executeUserOperation,
  locateUserOperation,
  sendUserOperationWithHash,
  type SentUserOperation,
  type UnsignedUserOperation,
  signMessage,
  signTypedData,
  signUserOperation,
  syncUserKeys,
  type SatchelClient,
} from '@satchel/sdk';
import type { SignedUserOperation, UserOperation } from '@satchel/shared';

/** Signs an operation with the session key (§10.4). */
export const signWithSdk = (client: SatchelClient, op: UserOperation) => signUserOperation(client, op);

/** POST /execute → jobId (§10.5), and the operation's userOpHash. */
export async function executeWithSdk(
  client: SatchelClient,
  op: SignedUserOperation,
): Promise<SentUserOperation> {
  const jobId = await executeUserOperation(client, op);
  // The body schema and executeUserOperation checked the fields' formats (§15.2).
  return { jobId, userOperation: locateUserOperation(client, op as UnsignedUserOperation) };
}

/** An operation signed and executed, validated once (executeAfterEstimate, and every family's execute route). */
export const signAndExecute = (client: SatchelClient, op: UserOperation) =>
  sendUserOperationWithHash(client, op);

/** EIP-191 signature by the user's key (§13). */
export async function signMessageWithSdk(client: SatchelClient, message: string): Promise<string> {
  // A restored session has no user keys yet; signing needs the user's ecdsaKeyId.
  await syncUserKeys(client);
  return signMessage(client, message);
}

/** EIP-712 signature; typed data as an object or JSON text. */
export async function signTypedDataWithSdk(
  client: SatchelClient,
  data: string | Record<string, unknown>,
): Promise<string> {
  await syncUserKeys(client);
  return signTypedData(client, data);
}
