import { SDK, userOperationSchema } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import { requireSession } from '../../client/guards.js';
import { validateInput } from '../../client/validate-input.js';
import type { UnsignedUserOperation } from '../../protocol/index.js';
import { sendSignedOperation } from './internal/send-signed-operation.js';
import { signOperation } from './internal/sign-operation.js';
import { operationLocation, type UserOperationLocation } from './internal/operation-location.js';

/**
 * An executed operation: its order's jobId, and where the operation itself can be followed on chain.
 * @example
 * const { jobId, userOperation }: SentUserOperation = await sendUserOperationWithHash(client, op);
 */
export interface SentUserOperation {
  jobId: string;
  userOperation: UserOperationLocation;
}

/**
 * `sendUserOperation` that also tells where the operation can be followed: validated once (§15.2), signed with the
 * session key (§10.4), POSTed to /execute (§10.5); resolves to the jobId and the operation's userOpHash, chain id and
 * entry point (`locateUserOperation`). What the BFF answers for every order it executes (§18.4).
 * @example
 * const { jobId, userOperation } = await sendUserOperationWithHash(client, await prepareTokenTransfer(client, input));
 * await bundler.waitForUserOperationReceipt({ hash: userOperation.hash });
 */
export async function sendUserOperationWithHash(client: Client, op: object): Promise<SentUserOperation> {
  requireSession(client, SDK.mustBeLoggedInToExecute);
  const signed = signOperation(client, validateInput(userOperationSchema, op) as UnsignedUserOperation);
  const jobId = await sendSignedOperation(client, signed);
  return { jobId, userOperation: operationLocation(client, signed) };
}
