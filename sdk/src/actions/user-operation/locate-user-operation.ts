import { userOperationSchema } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import { internalsOf } from '../../client/client-internals.js';
import { validateInput } from '../../client/validate-input.js';
import type { UnsignedUserOperation } from '../../protocol/index.js';
import { operationLocation, type UserOperationLocation } from './internal/operation-location.js';

export type { UserOperationLocation } from './internal/operation-location.js';

/**
 * The operation's standard v0.7 userOpHash under the client's environment (§10.3) — what the entry point logs in
 * `UserOperationEvent` and viem's `getUserOperationHash` gives — with the chain id and entry point it binds.
 * Synchronous and pure (nothing is sent); like every action it checks its input at the door and throws a
 * `SatchelError` (`Client details not found` for a non-client, a `ValidationError` for a malformed operation).
 * @example
 * const signed = await signUserOperation(client, await prepareTokenTransfer(client, input));
 * const jobId = await executeUserOperation(client, signed);
 * const { hash } = locateUserOperation(client, signed); // createBundlerClient(…).waitForUserOperationReceipt({ hash })
 */
export function locateUserOperation(client: Client, op: UnsignedUserOperation): UserOperationLocation {
  internalsOf(client);
  return operationLocation(client, validateInput(userOperationSchema, op) as UnsignedUserOperation);
}
