import { fmt, PROVIDER_SATCHEL, validate } from '@satchel/shared';
import type { z } from 'zod/mini';
import type { Client } from '../../../client/client.js';
import { SatchelError, ValidationError } from '../../../errors/index.js';

/**
 * Auth data of a login (§15.1) under its wire name: an unsupported provider throws the plain `Unsupported provider:
 * {provider}` (`code` UNSUPPORTED_PROVIDER), a missing token `ID token is required`, both before any request.
 * `jwt` is sent as `client_jwt`; `satchel`, the platform's own OTP token, under the platform's own name.
 */
export function checkAuthData(
  client: Client,
  schema: z.core.$ZodType<{ idToken: string; provider: string }>,
  data: unknown,
): { idToken: string; provider: string } {
  const result = validate(schema, data);
  if (!result.success) {
    const unsupported = result.messages.find((message) => message.startsWith(fmt.unsupportedProvider('')));
    if (unsupported) throw new SatchelError(unsupported, { code: 'UNSUPPORTED_PROVIDER' });
    throw new ValidationError(result.messages.join(', '), result.messages);
  }
  const { idToken, provider } = result.data;
  if (provider === 'jwt') return { idToken, provider: 'client_jwt' };
  return { idToken, provider: provider === PROVIDER_SATCHEL ? client.envConfig.platform : provider };
}
