import { ENVIRONMENT_NAMES, LIFETIMES, remember, type Environment } from '@satchel/shared';
import { nowSeconds, type PlatformContext } from '../context.js';
import { isAddressSet } from '../crypto/address-sets.js';
import { addressOfPublicKey, recoverTextSigner } from '../crypto/recover-signer.js';
import type { AuthenticatedSession } from '../session.js';
import { findSession } from '../world/session-store.js';
import { getClientById } from '../world/client-store.js';
import { getUserById } from '../world/user-store.js';
import { PlatformError } from '../errors/platform-error.js';
import { parseBearerToken, type BearerToken } from './parse-bearer-token.js';

// Steps 2–3 depend only on the token's text, so a token that passed them once passes again: the SDK repeats a token
// within its second (§6.1 signatures are deterministic) and a caller may reuse one until expire_at. Remembering the
// last passes skips the ECDSA recovery (≈ 0.1 ms native); expiry, session and client are still checked on every request.
const REMEMBERED = 4096;
const passed = new Map<string, { token: BearerToken; sessionAddress: `0x${string}` }>();

/** Steps 2–3 of §6.2 (shape, then the session key's signature), remembered per token text. */
function checkTokenSignature(text: string): { token: BearerToken; sessionAddress: `0x${string}` } {
  const known = passed.get(text);
  if (known) return known;
  const token = parseBearerToken(text);
  const sessionAddress = addressOfPublicKey(token.sessionPubKey);
  if (!sessionAddress) throw new PlatformError('INVALID_AUTH_TOKEN', { details: 'session_pub_key' });
  const signedText = JSON.stringify({ expire_at: token.expireAt, session_pub_key: token.sessionPubKey });
  if (recoverTextSigner(signedText, token.dataSignature) !== sessionAddress) {
    throw new PlatformError('INVALID_AUTH_TOKEN', { details: 'data_signature' });
  }
  return remember(passed, text, { token, sessionAddress }, REMEMBERED);
}

/**
 * Bearer verification of docs/protocol.md §6.2, first failure wins: header and scheme, token shape, signature, expiry
 * window, then the registered session, its expiry and the client's activity. The signature must recover to
 * `session_pub_key`'s address.
 */
export function verifyBearer(ctx: PlatformContext, authorization: string | undefined): AuthenticatedSession {
  const match = /^(\S+)(?:[ \t]+(.*))?$/.exec(authorization?.trim() ?? '');
  if (!match || match[1].toLowerCase() !== 'bearer') throw new PlatformError('AUTH_REQUIRED');
  const { token, sessionAddress } = checkTokenSignature((match[2] ?? '').trim());

  const now = nowSeconds(ctx);
  const skew = LIFETIMES.clockSkewSeconds;
  if (token.expireAt <= now - skew) throw new PlatformError('AUTH_TOKEN_EXPIRED');
  if (token.expireAt > now + LIFETIMES.bearerTokenSeconds + skew) {
    throw new PlatformError('INVALID_AUTH_TOKEN', { details: 'expire_at' });
  }

  const session = findSession(ctx.db, token.sessionPubKey);
  if (!session) throw new PlatformError('SESSION_NOT_FOUND');
  if (now >= session.sessionExpiry) throw new PlatformError('SESSION_EXPIRED');
  const client = getClientById(ctx.db, session.clientId);
  if (!client || !client.active) throw new PlatformError('UNKNOWN_CLIENT');
  const user = getUserById(ctx.db, session.userId);
  if (!user) throw new PlatformError('SESSION_NOT_FOUND');
  if (!(ENVIRONMENT_NAMES as readonly string[]).includes(session.env))
    throw new Error(`session has unknown env ${session.env}`);
  if (!isAddressSet(session.addressSet))
    throw new Error(`session has unknown address set ${session.addressSet}`);

  return {
    sessionPk: token.sessionPubKey.toLowerCase(),
    sessionAddress,
    env: session.env as Environment,
    addressSet: session.addressSet,
    userId: user.userId,
    userSWA: user.userSWA,
    clientId: client.clientId,
    clientSWA: client.clientSWA,
    clientSigners: client.signers,
    sessionExpiry: session.sessionExpiry,
  };
}
