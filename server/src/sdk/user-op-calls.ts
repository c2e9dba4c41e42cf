import { unwrap, type SatchelClient } from '@satchel/sdk';
import type { SignedUserOperation, UserOperation } from '@satchel/shared';

/** Signs an operation with the session key (§10.4). */
export const signWithSdk = (client: SatchelClient, op: UserOperation) => client.signUserOp(op);

/** POST /execute → jobId (§10.5). */
export const executeWithSdk = (client: SatchelClient, op: SignedUserOperation) => client.executeUserOp(op);

/** executeAfterEstimate: sign the estimate's operation, then execute it. */
export async function signAndExecute(client: SatchelClient, op: UserOperation): Promise<string> {
  const signed = await client.signUserOp(op);
  return client.executeUserOp(signed);
}

/** EIP-191 signature by the user's key (§13); the SDK returns RpcErrors for platform failures. */
export async function signMessageWithSdk(client: SatchelClient, message: string): Promise<string> {
  // A restored session has no user keys yet; signing needs the user's ecdsaKeyId.
  await client.syncUserKeys();
  return unwrap(await client.signMessage(message));
}

/** EIP-712 signature; typed data as an object or JSON text. */
export async function signTypedDataWithSdk(
  client: SatchelClient,
  data: string | Record<string, unknown>,
): Promise<string> {
  await client.syncUserKeys();
  return unwrap(await client.signTypedData(data));
}
