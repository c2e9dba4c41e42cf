import type { PlatformProvider } from '@satchel/shared';
import type { PlatformContext } from '../../context.js';
import { nowSeconds } from '../../context.js';
import { PlatformError } from '../../errors/platform-error.js';
import type { ClientRecord } from '../find-client.js';
import { verifyClientJwt } from '../tokens/verify-client-jwt.js';
import { verifyProviderIdToken } from '../tokens/verify-provider-id-token.js';
import { verifySatchelAuthToken } from '../tokens/verify-satchel-auth-token.js';
import { findOAuthAccessToken } from '../oauth/oauth-token-store.js';

export interface VerifiedIdentity {
  /** §5.4 identity key. */
  identityKey: string;
  email?: string;
  /** `jti` of a single-use satchel token, consumed with the login. */
  consumeJti?: string;
}

/** Step 6 of docs/protocol.md §7.4: the idToken valid for its provider; INVALID_ID_TOKEN otherwise. */
export async function verifyIdToken(
  ctx: PlatformContext,
  provider: PlatformProvider,
  idToken: string,
  client: ClientRecord,
): Promise<VerifiedIdentity> {
  switch (provider) {
    case 'satchel': {
      const { identityKey, jti } = await verifySatchelAuthToken(ctx, idToken, client.clientSWA);
      const email = identityKey.startsWith('email:') ? identityKey.slice('email:'.length) : undefined;
      return { identityKey, email, consumeJti: jti };
    }
    case 'google':
    case 'apple':
      return verifyProviderIdToken(ctx, provider, idToken);
    case 'client_jwt':
    case 'jwt': {
      const { sub, email } = verifyClientJwt(idToken, client, nowSeconds(ctx));
      return { identityKey: `jwt:${sub}`, email };
    }
    case 'twitter':
      return lookUpTwitterAccessToken(ctx, idToken);
  }
}

function lookUpTwitterAccessToken(ctx: PlatformContext, token: string): VerifiedIdentity {
  const row = findOAuthAccessToken(ctx.db, 'twitter', token);
  if (!row || row.expires_at <= nowSeconds(ctx))
    throw new PlatformError('INVALID_ID_TOKEN', { details: 'unknown or expired X access token' });
  const identity = JSON.parse(row.identity) as { id: string };
  return { identityKey: `twitter:${identity.id}` };
}
