import type { Client } from '../../../client/client.js';
import type { UnsignedUserOperation } from '../../../protocol/index.js';
import { sendSignedOperation } from './send-signed-operation.js';
import { signOperation } from './sign-operation.js';

/**
 * Steps 8–9 of the write flow (§10.6): the operation signed with the session key and executed; resolves to the
 * jobId. Not validated here: an intent built it from an input it validated at step 2, `sendUserOperation` validated
 * the one it was handed.
 */
export async function signAndSend(client: Client, op: UnsignedUserOperation): Promise<string> {
  return sendSignedOperation(client, signOperation(client, op));
}
