import {
  authenticateRequestSchema,
  fmt,
  PLATFORM_PROVIDERS,
  VALIDATION,
  type AuthenticateRequest,
  type PlatformProvider,
} from '@satchel/shared';
import { addressOfPublicKey } from '../../crypto/recover-signer.js';
import { PlatformError } from '../../errors/platform-error.js';
import { readOktoProviderAsOwn } from '../../okto/okto-provider.js';
import { validateBody } from '../../http/validate-body.js';
import { requireObjectBody } from '../require-object-body.js';

export type ParsedAuthenticateRequest = AuthenticateRequest & {
  authData: { idToken: string; provider: PlatformProvider };
  /** Address of `sessionPk`, lowercase. */
  sessionAddress: `0x${string}`;
};

/**
 * Step 1 of docs/protocol.md §7.4: shape (with `sessionPk` on the curve) → VALIDATION_ERROR, then the provider (Okto's
 * `okto` is read as `satchel`).
 */
export function parseAuthenticateBody(body: unknown): ParsedAuthenticateRequest {
  const request = validateBody(authenticateRequestSchema, readOktoProviderAsOwn(requireObjectBody(body)));
  const sessionAddress = addressOfPublicKey(request.sessionData.sessionPk);
  if (!sessionAddress)
    throw new PlatformError('VALIDATION_ERROR', {
      message: fmt.validationFailed([VALIDATION.invalidSessionPubKey]),
    });
  const provider = request.authData.provider;
  if (!(PLATFORM_PROVIDERS as readonly string[]).includes(provider))
    throw new PlatformError('UNSUPPORTED_PROVIDER', { message: fmt.unsupportedProvider(provider) });
  return {
    ...request,
    authData: { ...request.authData, provider: provider as PlatformProvider },
    sessionAddress,
  };
}
