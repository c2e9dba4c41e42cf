import { fmt, SDK, signedUserOperationSchema, USER_OP_FIELDS, userOperationSchema } from '@satchel/shared';
import {
  signUserOpWith,
  type SignedUserOperation,
  type UnsignedUserOperation,
} from '../../protocol/index.js';
import { API_PATHS } from '../../transport/index.js';
import type { ClientContext } from '../client-context.js';
import { checkInput } from '../../errors/check-input.js';
import { requireSession } from '../guards.js';
import { validateInput } from '../validate-input.js';

/** Validates (§15.2) and signs an operation with the session key (§10.4) under the environment's hash context. */
export async function signUserOperation(ctx: ClientContext, op: unknown): Promise<SignedUserOperation> {
  const session = requireSession(ctx.session, SDK.mustBeLoggedInToExecute);
  return checkInput(() => {
    const valid = validateInput(userOperationSchema, op) as unknown as UnsignedUserOperation;
    return signUserOpWith(valid, session.sessionPrivKey as `0x${string}`, ctx.env);
  });
}

/** Validates a signed operation (§15.2) and POSTs it to /execute (§10.5); resolves to the jobId. */
export async function executeUserOperation(ctx: ClientContext, op: unknown): Promise<string> {
  const session = requireSession(ctx.session, SDK.mustBeLoggedInToExecute);
  const valid = validateInput(signedUserOperationSchema, op);
  // The execute body is the 13 fields in §10.1 order whatever order the caller used.
  const body = Object.fromEntries([
    ...USER_OP_FIELDS.map(([name]) => [name, valid[name]]),
    ['signature', valid.signature],
  ]);
  return ctx.request<string>({
    method: 'POST',
    path: API_PATHS.execute,
    body,
    auth: session,
    messages: { failed: fmt.executeFailed, missing: SDK.executeResponseMissing },
    pick: (data) => (typeof data?.jobId === 'string' && data.jobId ? data.jobId : undefined),
  });
}
