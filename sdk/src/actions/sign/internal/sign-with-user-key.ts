import { fmt, SDK } from '@satchel/shared';
import type { Client } from '../../../client/client.js';
import { internalsOf } from '../../../client/client-internals.js';
import { requireSession } from '../../../client/guards.js';
import { SatchelError } from '../../../errors/index.js';
import { buildSignMessageRequest, type SignMessageMethod } from '../../../protocol/index.js';
import { API_PATHS } from '../../../transport/index.js';

/**
 * POST /signMessage (§13.1–13.2) for a message its action validated: needs the session and the user keys
 * (`ecdsaKeyId`, awaited while a `syncUserKeys` is running); resolves to `0x` + the platform's 130-hex signature.
 * Platform failures throw `HttpError`.
 */
export async function signWithUserKey(
  client: Client,
  message: string,
  method: SignMessageMethod,
): Promise<`0x${string}`> {
  const session = requireSession(client, SDK.mustBeLoggedInToSign);
  const state = internalsOf(client).session;
  // A restored session's keys may be on their way (the React provider syncs them after its first render).
  if (!state.userKeys) await state.keysSync?.catch(() => undefined);
  const keys = state.userKeys;
  if (!keys?.ecdsaKeyId) throw new SatchelError(SDK.userKeysNotSet, { code: 'USER_KEYS_NOT_SET' });
  const body = buildSignMessageRequest({
    message,
    method,
    ecdsaKeyId: keys.ecdsaKeyId,
    threshold: client.envConfig.signThreshold,
    sessionPrivKey: session.sessionPrivKey as `0x${string}`,
    sessionPubKey: session.sessionPubKey as `0x${string}`,
    userSWA: session.userSWA as `0x${string}`,
  });
  const signature = await client.request<string>({
    method: 'POST',
    path: API_PATHS.signMessage,
    body,
    auth: session,
    messages: { failed: fmt.failedToSignMessage, missing: SDK.signMessageResponseMissing },
    pick: (data) =>
      Array.isArray(data) && typeof data[0]?.signature === 'string' ? data[0].signature : undefined,
  });
  return `0x${signature.replace(/^0x/, '')}`;
}
