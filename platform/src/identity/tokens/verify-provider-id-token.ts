import { createLocalJWKSet, jwtVerify } from 'jose';
import { LIFETIMES } from '@satchel/shared';
import type { PlatformContext } from '../../context.js';
import { PlatformError } from '../../errors/platform-error.js';
import { getInstallationKeys } from '../installation-keys.js';
import { acceptedAudiences } from './accepted-audiences.js';
import { providerIssuer, type IdTokenProvider } from './provider-issuer.js';

/**
 * Verifies a Google or Apple id_token against the platform's published key set, as a relying party verifies a real
 * provider's token (docs/protocol.md §17.2): RS256 signature, `iss`, `aud`, `exp`, and `nonce` when present. Returns the
 * identity key of §5.4: `email:<email>` when the email is verified, else `<provider>:<sub>`.
 */
export async function verifyProviderIdToken(
  ctx: PlatformContext,
  provider: IdTokenProvider,
  token: string,
): Promise<{ identityKey: string; email?: string }> {
  const invalid = (details: string) => new PlatformError('INVALID_ID_TOKEN', { details });
  const keySet = createLocalJWKSet(getInstallationKeys(ctx.db).jwks);
  let payload;
  try {
    ({ payload } = await jwtVerify(token, keySet, {
      algorithms: ['RS256'],
      issuer: providerIssuer(ctx, provider),
      audience: acceptedAudiences(ctx, provider),
      currentDate: new Date(ctx.now()),
      clockTolerance: LIFETIMES.clockSkewSeconds,
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch {
    throw invalid(`${provider} id_token is invalid or expired`);
  }
  if (typeof payload.sub !== 'string' || payload.sub === '') throw invalid('sub missing');
  if ('nonce' in payload && (typeof payload.nonce !== 'string' || payload.nonce === ''))
    throw invalid('bad nonce');
  const email =
    typeof payload.email === 'string' && payload.email !== '' ? payload.email.toLowerCase() : undefined;
  const verified = payload.email_verified === true || payload.email_verified === 'true';
  if (email && verified) return { identityKey: `email:${email}`, email };
  return { identityKey: `${provider}:${payload.sub}`, email };
}
