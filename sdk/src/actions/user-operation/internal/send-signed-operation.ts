import { fmt, SDK } from '@satchel/shared';
import type { Client } from '../../../client/client.js';
import type { SignedUserOperation } from '../../../protocol/index.js';
import { API_PATHS } from '../../../transport/index.js';

/**
 * POST /execute (§10.5) of a signed operation whose 13 fields are in §10.1 order (what `signOperation` returns, or
 * what `executeUserOperation` validated and ordered); resolves to the jobId. Nothing is validated here: the SDK's
 * own operations are not checked again on their way out.
 */
export function sendSignedOperation(client: Client, op: SignedUserOperation): Promise<string> {
  return client.request<string>({
    method: 'POST',
    path: API_PATHS.execute,
    body: op,
    auth: true,
    messages: { failed: fmt.executeFailed, missing: SDK.executeResponseMissing },
    pick: (data) => (typeof data?.jobId === 'string' && data.jobId ? data.jobId : undefined),
  });
}
