import { fmt, SDK } from '@satchel/shared';
import type { Client } from '../../../client/client.js';
import { internalsOf } from '../../../client/client-internals.js';
import { requireLoggedOut } from '../../../client/guards.js';
import type { AuthenticateResult, SessionConfig } from '../../../client/types.js';
import { randomUuid, SessionKey } from '../../../crypto/index.js';
import { buildAuthenticateRequest } from '../../../protocol/index.js';
import { API_PATHS } from '../../../transport/index.js';
import { fetchUserKeys } from '../../internal/fetch-user-keys.js';

/**
 * Optional login callback, called with the committed session.
 * @example
 * const onSuccess: LoginSuccess = (session) => localStorage.setItem('session', JSON.stringify(session));
 * await loginWithOtp(client, { method: 'email', contact: email, otp, token }, onSuccess);
 */
export type LoginSuccess = (session: SessionConfig) => void;

/**
 * The login sequence of §7.6 once the caller checked the preconditions and the auth data: a fresh session key and
 * UUID, POST /authenticate, then GET /user-keys with the new session; only when both succeed is the session
 * committed (listeners notified, `onSuccess(session)` called). A user-keys failure throws
 * `Failed to retrieve user keys: {error}` and leaves no session behind. Platform failures throw `HttpError`.
 */
export async function startSession(
  client: Client,
  authData: { idToken: string; provider: string },
  onSuccess?: LoginSuccess,
): Promise<AuthenticateResult> {
  requireLoggedOut(client); // again after an OTP verify: a concurrent login may have won meanwhile
  const { session: state, clientSigner } = internalsOf(client);
  const sessionKey = SessionKey.create();
  const body = await buildAuthenticateRequest({
    authData,
    clientSWA: client.clientSWA as `0x${string}`,
    clientSigner,
    sessionKey,
    paymaster: client.envConfig.paymaster,
    nonce: randomUuid(),
  });
  const result = await client.request<AuthenticateResult>({
    method: 'POST',
    path: API_PATHS.authenticate,
    body,
    auth: false,
    messages: { failed: fmt.authenticationFailed, missing: SDK.authResponseDataMissing },
    pick: (data) => (data && typeof data.userSWA === 'string' && data.userSWA ? data : undefined),
  });
  const session: SessionConfig = {
    sessionPrivKey: sessionKey.privateKeyHex,
    sessionPubKey: sessionKey.publicKeyHex,
    userSWA: result.userSWA,
  };
  // Not committed yet: the keys are fetched with the candidate session and dropped with it on failure.
  const keys = await fetchUserKeys(client, session);
  requireLoggedOut(client); // a concurrent login won meanwhile: keep its session, refuse this one
  state.set(session, keys);
  onSuccess?.(state.current!);
  return result;
}
