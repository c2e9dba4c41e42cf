import { SDK, userOperationSchema } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import { requireSession } from '../../client/guards.js';
import { validateInput } from '../../client/validate-input.js';
import type { UnsignedUserOperation } from '../../protocol/index.js';
import { signAndSend } from './internal/sign-and-send.js';

/**
 * Signs and executes an unsigned user operation you hold (an estimate's `userOps`, or one you reviewed): validated
 * once (§15.2), signed with the session key (§10.4) and POSTed to /execute (§10.5); resolves to the jobId.
 * `executeUserOperation(client, await signUserOperation(client, op))` does the same, checking the signed op again.
 * @example
 * const { userOps } = await estimateTokenTransfer(client, input);
 * const jobId = await sendUserOperation(client, userOps);
 */
export async function sendUserOperation(client: Client, op: object): Promise<string> {
  requireSession(client, SDK.mustBeLoggedInToExecute);
  const valid = validateInput(userOperationSchema, op) as UnsignedUserOperation;
  return signAndSend(client, valid);
}
