import { isJsonObject, PROVIDER_SATCHEL } from '@satchel/shared';

/** The provider value Okto v2 clients send with the platform's own OTP auth token (`satchel` in docs/protocol.md §7.3). */
export const OKTO_PROVIDER = 'okto';

/**
 * The authenticate body with `authData.provider` `okto` read as the platform's own provider, so the token is
 * verified exactly as a `satchel` one; any other body is returned unchanged.
 */
export function readOktoProviderAsOwn(body: Record<string, unknown>): Record<string, unknown> {
  const authData = body.authData;
  if (!isJsonObject(authData) || authData.provider !== OKTO_PROVIDER) return body;
  return { ...body, authData: { ...authData, provider: PROVIDER_SATCHEL } };
}
