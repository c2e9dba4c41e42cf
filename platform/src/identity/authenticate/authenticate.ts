import { LIFETIMES } from '@satchel/shared';
import { encodeAbiParameters, keccak256 } from 'viem';
import { findPaymaster } from '../../crypto/address-sets.js';
import { fundUser } from '../../faucet/faucet.js';
import type { PlatformContext } from '../../context.js';
import type { PlatformChains } from '../../runtimes/platform-chains.js';
import { nowSeconds } from '../../context.js';
import { recoverRaw32Signer } from '../../crypto/recover-signer.js';
import { verifyPaymasterData } from '../../crypto/verify-paymaster-data.js';
import { PlatformError } from '../../errors/platform-error.js';
import { findActiveClient } from '../find-client.js';
import { isUsed, markUsed } from '../../world/used-values-store.js';
import type { UserRecord } from '../users/create-user.js';
import { resolveUser } from '../users/resolve-user.js';
import { uuidToBytes32 } from '../../crypto/uuid.js';
import { parseAuthenticateBody } from './parse-authenticate-body.js';
import { verifyIdToken } from './verify-id-token.js';
import { registerSessionKey } from './register-session-key.js';
import { insertSession, sessionExists } from '../../world/session-store.js';

/** §7.5 response data, key order as emitted. */
export interface AuthenticateResponse {
  userSWA: `0x${string}`;
  nonce: `0x${string}`;
  clientSWA: `0x${string}`;
  sessionExpiry: number;
}

export interface AuthenticateOptions {
  /** Extra work joined to the login transaction when the user is new, after the faucet has funded it. */
  onUserCreated?: (ctx: PlatformContext, user: UserRecord) => void;
}

/**
 * POST /api/oc/v1/authenticate (docs/protocol.md §7.4), first failure wins: shape, provider, paymaster → env and address
 * set (Satchel's or Okto's, recorded with the session), client,
 * both raw-32 signatures over keccak(abi.encode(S)), paymaster data, idToken, single-use nonce and session key;
 * then the user is resolved or created (and funded by the faucet when new) and the session registered, all in one
 * transaction.
 */
export async function authenticate(
  ctx: PlatformContext,
  chains: PlatformChains,
  body: unknown,
  options: AuthenticateOptions = {},
): Promise<AuthenticateResponse> {
  const request = parseAuthenticateBody(body);
  const { sessionData, authData } = request;
  const known = findPaymaster(sessionData.paymaster);
  if (!known) throw new PlatformError('UNKNOWN_PAYMASTER');
  const { env, set } = known;
  const client = findActiveClient(ctx.db, sessionData.clientSWA);
  if (!client) throw new PlatformError('UNKNOWN_CLIENT');

  const h = keccak256(encodeAbiParameters([{ type: 'address' }], [request.sessionAddress]));
  const clientSigner = recoverRaw32Signer(h, request.sessionPkClientSignature);
  if (!clientSigner || !client.signers.includes(clientSigner))
    throw new PlatformError('INVALID_SIGNATURE', { details: 'sessionPkClientSignature' });
  if (recoverRaw32Signer(h, request.sessionDataUserSignature) !== request.sessionAddress)
    throw new PlatformError('INVALID_SIGNATURE', { details: 'sessionDataUserSignature' });

  const nonce32 = uuidToBytes32(sessionData.nonce);
  const nowSec = nowSeconds(ctx);
  verifyPaymasterData({
    paymasterData: sessionData.paymasterData,
    nonce32,
    clientSWA: client.clientSWA,
    clientSigners: client.signers,
    nowSec,
  });

  const identity = await verifyIdToken(ctx, authData.provider, authData.idToken, client);
  const nonce = sessionData.nonce.toLowerCase();
  const sessionPk = sessionData.sessionPk.toLowerCase();
  const sessionExpiry = nowSec + LIFETIMES.platformSessionSeconds;

  // Synchronous, so nothing interleaves between the single-use checks and the writes.
  const user = ctx.db.transaction(() => {
    if (isUsed(ctx.db, 'login_nonce', nonce))
      throw new PlatformError('REPLAYED_REQUEST', { details: 'nonce' });
    const knownSession = sessionExists(ctx.db, sessionPk);
    if (knownSession || isUsed(ctx.db, 'session_pk', sessionPk))
      throw new PlatformError('REPLAYED_REQUEST', { details: 'sessionPk' });
    if (identity.consumeJti) {
      if (isUsed(ctx.db, 'auth_token_jti', identity.consumeJti))
        throw new PlatformError('INVALID_ID_TOKEN', { details: 'token already used' });
      markUsed(ctx.db, 'auth_token_jti', identity.consumeJti, nowSec);
    }
    markUsed(ctx.db, 'login_nonce', nonce, nowSec);
    markUsed(ctx.db, 'session_pk', sessionPk, nowSec);
    const resolved = resolveUser(
      ctx,
      { clientId: client.clientId, identityKey: identity.identityKey, email: identity.email },
      (created) => options.onUserCreated?.(ctx, created),
    );
    insertSession(ctx.db, {
      sessionPk,
      sessionAddress: request.sessionAddress,
      userId: resolved.userId,
      clientId: client.clientId,
      env,
      addressSet: set,
      sessionExpiry,
      createdAt: nowSec,
    });
    return resolved;
  })();
  // The faucet executes on the in-process chains (async), so it runs once the login is committed; a failure is
  // logged, not the login's (the user can top up with POST /dev/faucet).
  if (user.created)
    await fundUser(ctx, chains, user).catch((err: unknown) =>
      ctx.logger.error({ err, userId: user.userId }, 'faucet at first login failed'),
    );
  // The session key goes on the user's account on the environment's chain (docs/user-operations-flow.md). A
  // failure is logged: the bundler registers a session the login did not at its first operation.
  await registerSessionKey(ctx, chains, {
    env,
    userId: user.userId,
    sessionAddress: request.sessionAddress,
    sessionExpiry,
  }).catch((err: unknown) =>
    ctx.logger.error({ err, userId: user.userId }, 'session key registration at login failed'),
  );

  return { userSWA: user.userSWA, nonce: nonce32, clientSWA: client.clientSWA, sessionExpiry };
}
