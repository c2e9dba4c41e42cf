import { fmt, SDK } from '@satchel/shared';
import { randomUuid, SessionKey } from '../../crypto/index.js';
import { HttpError, RpcError } from '../../errors/index.js';
import { buildAuthenticateRequest } from '../../protocol/index.js';
import { API_PATHS } from '../../transport/index.js';
import type { ClientContext } from '../client-context.js';
import { requireClientDetails, requireLoggedOut } from '../guards.js';
import type { AuthenticateResult, SessionConfig, UserKeys } from '../types.js';

/**
 * Optional login callback, called with the committed session.
 * @example
 * const onSuccess: LoginSuccess = (session) => localStorage.setItem('session', JSON.stringify(session));
 * await client.loginUsingEmail(email, otp, token, onSuccess);
 */
export type LoginSuccess = (session: SessionConfig) => void;

/** Platform and transport failures of a login become a returned RpcError (§3.7); everything else is thrown. */
export async function returningRpcError<T>(ctx: ClientContext, run: () => Promise<T>): Promise<T | RpcError> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    ctx.logError(error.shortMessage, error.details);
    return RpcError.fromHttpError(error);
  }
}

/**
 * The login sequence of §7.6 after the caller validated its auth data: a fresh session key and UUID, POST
 * /authenticate, then GET /user-keys with the new session; only when both succeed is the session committed
 * (listeners notified, `onSuccess(session)` called). A user-keys failure throws
 * `Failed to retrieve user keys: {error}` and leaves no session behind. Throws `HttpError` for platform failures.
 */
export async function loginWithIdToken(
  ctx: ClientContext,
  authData: { idToken: string; provider: string },
  onSuccess?: LoginSuccess,
): Promise<AuthenticateResult> {
  requireLoggedOut(ctx.session);
  requireClientDetails(ctx.clientSigner, ctx.clientSWA);
  const sessionKey = SessionKey.create();
  const body = await buildAuthenticateRequest({
    authData,
    clientSWA: ctx.clientSWA as `0x${string}`,
    clientSigner: ctx.clientSigner,
    sessionKey,
    paymaster: ctx.env.paymaster,
    nonce: randomUuid(),
  });
  const result = await ctx.request<AuthenticateResult>({
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
  const keys = await ctx.request<UserKeys>({
    method: 'GET',
    path: API_PATHS.userKeys,
    auth: session,
    messages: { failed: fmt.failedToRetrieveUserKeys, missing: SDK.userKeysResponseMissing },
  });
  requireLoggedOut(ctx.session); // a concurrent login won meanwhile: keep its session, refuse this one
  ctx.session.set(session, keys);
  onSuccess?.(ctx.session.current!);
  return result;
}
