import { DEMO_CLIENT, fmt, isValidEmail, VALIDATION } from '@satchel/shared';
import { HEX_ADDRESS } from '@satchel/shared';
import type { PlatformContext } from '../../context.js';
import { nowSeconds } from '../../context.js';
import { PlatformError } from '../../errors/platform-error.js';
import { signClientJwt, type ClientJwtClaims } from '../tokens/sign-client-jwt.js';
import { requireObjectBody } from '../require-object-body.js';

const KEYS = ['sub', 'email', 'clientSWA'];
const LIFETIME_SECONDS = 3600;
const MAX_SUB = 256;

/**
 * POST /dev/client-jwt `{sub, email?, clientSWA?}` (docs/protocol.md §17.3): a client JWT (§7.7) signed with the demo
 * client's key — the only client key the local platform holds — valid 1 hour, `iss` = clientSWA (default the demo's).
 */
export function devClientJwt(ctx: PlatformContext, body: unknown): { jwt: string } {
  const input = requireObjectBody(body);
  const messages: string[] = [];
  const unknown = Object.keys(input).filter((key) => !KEYS.includes(key));
  if (unknown.length) messages.push(fmt.unrecognizedKeys(unknown));
  const { sub, email, clientSWA } = input;
  if (typeof sub !== 'string' || sub.length === 0 || sub.length > MAX_SUB)
    messages.push('sub must be 1 to 256 characters');
  if (email !== undefined && !isValidEmail(email)) messages.push(VALIDATION.invalidEmail);
  if (clientSWA !== undefined && (typeof clientSWA !== 'string' || !HEX_ADDRESS.test(clientSWA)))
    messages.push(VALIDATION.invalidClientSWA);
  if (messages.length)
    throw new PlatformError('VALIDATION_ERROR', { message: fmt.validationFailed(messages) });
  const iat = nowSeconds(ctx);
  const claims: ClientJwtClaims = {
    iss: (clientSWA as string | undefined) ?? DEMO_CLIENT.clientSWA,
    sub: sub as string,
    ...(email !== undefined && { email: (email as string).trim() }),
    iat,
    exp: iat + LIFETIME_SECONDS,
  };
  return { jwt: signClientJwt(claims, DEMO_CLIENT.clientPrivateKey) };
}
