import { SignJWT } from 'jose';
import { randomBytes, randomUUID } from 'node:crypto';
import type { PlatformContext } from '../../context.js';
import { nowSeconds } from '../../context.js';
import { getInstallationKeys } from '../installation-keys.js';

export const SATCHEL_TOKEN_ISSUER = 'satchel-local';
export const AUTH_TOKEN_TYPE = 'satchel_auth';
export const REFRESH_TOKEN_TYPE = 'satchel_refresh';
const AUTH_TOKEN_SECONDS = 600;
const REFRESH_TOKEN_SECONDS = 864000;

export interface SatchelTokens {
  auth_token: string;
  refresh_auth_token: string;
  device_token: string;
}

/** The tokens OTP verify answers (docs/protocol.md §17.2): HS256 with the installation secret, bound to the client. */
export async function issueSatchelTokens(
  ctx: PlatformContext,
  input: { clientSWA: string; identityKey: string },
): Promise<SatchelTokens> {
  const { hs256Secret } = getInstallationKeys(ctx.db);
  const iat = nowSeconds(ctx);
  const sign = (typ: string, lifetime: number) =>
    new SignJWT({
      iss: SATCHEL_TOKEN_ISSUER,
      typ,
      aud: input.clientSWA,
      sub: input.identityKey,
      jti: randomUUID(),
      iat,
      exp: iat + lifetime,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(hs256Secret);
  return {
    auth_token: await sign(AUTH_TOKEN_TYPE, AUTH_TOKEN_SECONDS),
    refresh_auth_token: await sign(REFRESH_TOKEN_TYPE, REFRESH_TOKEN_SECONDS),
    device_token: randomBytes(32).toString('hex'),
  };
}
