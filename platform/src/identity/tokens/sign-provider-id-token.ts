import { SignJWT } from 'jose';
import type { PlatformContext } from '../../context.js';
import { nowSeconds } from '../../context.js';
import { getInstallationKeys } from '../installation-keys.js';
import { providerIssuer, type IdTokenProvider } from './provider-issuer.js';

const ID_TOKEN_SECONDS = 3600;

export interface IdTokenClaims {
  aud: string;
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
  nonce?: string;
}

/** An id_token as the Google or Apple stand-in issues it: RS256 with the installation key, `kid`, valid 1 hour. */
export function signProviderIdToken(
  ctx: PlatformContext,
  provider: IdTokenProvider,
  claims: IdTokenClaims,
): Promise<string> {
  const { rsaPrivateKey, rsaKid } = getInstallationKeys(ctx.db);
  const iat = nowSeconds(ctx);
  return new SignJWT({ iss: providerIssuer(ctx, provider), ...claims, iat, exp: iat + ID_TOKEN_SECONDS })
    .setProtectedHeader({ alg: 'RS256', kid: rsaKid, typ: 'JWT' })
    .sign(rsaPrivateKey);
}
