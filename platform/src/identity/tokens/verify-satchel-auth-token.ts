import { jwtVerify } from 'jose';
import { LIFETIMES } from '@satchel/shared';
import type { PlatformContext } from '../../context.js';
import { PlatformError } from '../../errors/platform-error.js';
import { getInstallationKeys } from '../installation-keys.js';
import { isUsed } from '../../world/used-values-store.js';
import { AUTH_TOKEN_TYPE, SATCHEL_TOKEN_ISSUER } from './issue-satchel-tokens.js';

/**
 * Checks a `satchel` idToken (docs/protocol.md §17.2): HS256 with the installation secret, issuer, `typ` auth (a refresh
 * token is refused), audience = this client, unexpired, not yet used. Returns its identity key and `jti` (which the
 * caller consumes in the login transaction).
 */
export async function verifySatchelAuthToken(
  ctx: PlatformContext,
  token: string,
  clientSWA: string,
): Promise<{ identityKey: string; jti: string }> {
  const invalid = (details: string) => new PlatformError('INVALID_ID_TOKEN', { details });
  const { hs256Secret } = getInstallationKeys(ctx.db);
  let payload;
  try {
    ({ payload } = await jwtVerify(token, hs256Secret, {
      algorithms: ['HS256'],
      issuer: SATCHEL_TOKEN_ISSUER,
      currentDate: new Date(ctx.now()),
      clockTolerance: LIFETIMES.clockSkewSeconds,
      requiredClaims: ['sub', 'jti', 'exp', 'aud'],
    }));
  } catch {
    throw invalid('satchel token is invalid or expired');
  }
  if (payload.typ !== AUTH_TOKEN_TYPE) throw invalid('not an auth token');
  if (typeof payload.aud !== 'string' || payload.aud.toLowerCase() !== clientSWA.toLowerCase())
    throw invalid('token belongs to another client');
  const { sub, jti } = payload as { sub: string; jti: string };
  if (isUsed(ctx.db, 'auth_token_jti', jti)) throw invalid('token already used');
  return { identityKey: sub, jti };
}
