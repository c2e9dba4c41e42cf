import { SDK } from '@satchel/shared';
import type { Client } from '../../../client/client.js';
import { requireSession } from '../../../client/guards.js';
import { checkInput } from '../../../errors/check-input.js';
import {
  signUserOpWith,
  type SignedUserOperation,
  type UnsignedUserOperation,
} from '../../../protocol/index.js';

/**
 * The session key's signature of an operation (§10.4) under the environment's hash context: the 13 fields of the
 * execute body, in §10.1 order. Nothing is validated here: the caller did (`signUserOperation`) or built the
 * operation itself (the intents).
 */
export function signOperation(client: Client, op: UnsignedUserOperation): SignedUserOperation {
  const session = requireSession(client, SDK.mustBeLoggedInToExecute);
  return checkInput(() => signUserOpWith(op, session.sessionPrivKey as `0x${string}`, client.envConfig));
}
