import { SDK, signedUserOperationSchema, USER_OP_FIELDS } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import { requireSession } from '../../client/guards.js';
import { validateInput } from '../../client/validate-input.js';
import type { SignedUserOperation } from '../../protocol/index.js';
import { sendSignedOperation } from './internal/send-signed-operation.js';

/**
 * Executes a signed user operation you hold (from `signUserOperation`, or signed elsewhere): validated first (§15.2),
 * then POSTed to /execute (§10.5) with its 13 fields in §10.1 order whatever order it came in; resolves to the jobId.
 * @example
 * const op = await prepareTokenTransfer(client, input);
 * const jobId = await executeUserOperation(client, await signUserOperation(client, op));
 */
export async function executeUserOperation(client: Client, op: object): Promise<string> {
  requireSession(client, SDK.mustBeLoggedInToExecute);
  const valid = validateInput(signedUserOperationSchema, op);
  const ordered = Object.fromEntries([
    ...USER_OP_FIELDS.map(([name]) => [name, valid[name]]),
    ['signature', valid.signature],
  ]) as SignedUserOperation;
  return sendSignedOperation(client, ordered);
}
