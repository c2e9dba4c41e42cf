import { SDK, userOperationSchema } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import { requireSession } from '../../client/guards.js';
import { validateInput } from '../../client/validate-input.js';
import type { SignedUserOperation, UnsignedUserOperation } from '../../protocol/index.js';
import { signOperation } from './internal/sign-operation.js';

/**
 * Signs a user operation you hold (from a `prepare*` action, or built elsewhere) with the session key (§10.4) under
 * the environment's hash context, after validating it (§15.2); resolves to the 13 fields of the execute body.
 * @example
 * const op = await prepareTokenTransfer(client, input);
 * const signed = await signUserOperation(client, op); // review or hand it over, then:
 * const jobId = await executeUserOperation(client, signed);
 */
export async function signUserOperation(client: Client, op: object): Promise<SignedUserOperation> {
  requireSession(client, SDK.mustBeLoggedInToExecute);
  return signOperation(client, validateInput(userOperationSchema, op) as UnsignedUserOperation);
}
