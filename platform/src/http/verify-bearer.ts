import { ENVIRONMENT_NAMES, LIFETIMES, type Environment } from '@satchel/shared';
import { nowSeconds, type PlatformContext } from '../context.js';
import { verifyTextSignatureAsync } from '../chain/verify-signature.js';
import { addressOfPublicKey } from '../crypto/recover-signer.js';
import type { AuthenticatedSession } from '../session.js';
import { findSession, getClientById, getUserById } from '../world/world-store.js';
import { ApiError } from './api-error.js';
import { parseBearerToken } from './parse-bearer-token.js';

/**
 * Bearer verification of PROTOCOL.md §6.2, first failure wins: header and scheme, token shape, signature, expiry
 * window, then the registered session, its expiry and the client's activity. The signature is verified against
 * `session_pub_key` (same acceptance as recovering the signer) in the signature pool, off the event loop.
 */
export async function verifyBearer(
  ctx: PlatformContext,
  authorization: string | undefined,
): Promise<AuthenticatedSession> {
  const match = /^(\S+)(?:[ \t]+(.*))?$/.exec(authorization?.trim() ?? '');
  if (!match || match[1].toLowerCase() !== 'bearer') throw new ApiError('AUTH_REQUIRED');
  const token = parseBearerToken((match[2] ?? '').trim());

  const sessionAddress = addressOfPublicKey(token.sessionPubKey);
  if (!sessionAddress) throw new ApiError('INVALID_AUTH_TOKEN', { details: 'session_pub_key' });
  const signedText = JSON.stringify({ expire_at: token.expireAt, session_pub_key: token.sessionPubKey });
  if (!(await verifyTextSignatureAsync(signedText, token.dataSignature, token.sessionPubKey))) {
    throw new ApiError('INVALID_AUTH_TOKEN', { details: 'data_signature' });
  }

  const now = nowSeconds(ctx);
  const skew = LIFETIMES.clockSkewSeconds;
  if (token.expireAt <= now - skew) throw new ApiError('AUTH_TOKEN_EXPIRED');
  if (token.expireAt > now + LIFETIMES.bearerTokenSeconds + skew) {
    throw new ApiError('INVALID_AUTH_TOKEN', { details: 'expire_at' });
  }

  const session = findSession(ctx, token.sessionPubKey);
  if (!session) throw new ApiError('SESSION_NOT_FOUND');
  if (now >= session.sessionExpiry) throw new ApiError('SESSION_EXPIRED');
  const client = getClientById(ctx, session.clientId);
  if (!client || !client.active) throw new ApiError('UNKNOWN_CLIENT');
  const user = getUserById(ctx, session.userId);
  if (!user) throw new ApiError('SESSION_NOT_FOUND');
  if (!(ENVIRONMENT_NAMES as readonly string[]).includes(session.env))
    throw new Error(`session has unknown env ${session.env}`);

  return {
    sessionPk: token.sessionPubKey.toLowerCase(),
    sessionAddress,
    env: session.env as Environment,
    userId: user.userId,
    userSWA: user.userSWA,
    clientId: client.clientId,
    clientSWA: client.clientSWA,
    clientSigners: client.signers,
    sessionExpiry: session.sessionExpiry,
  };
}
