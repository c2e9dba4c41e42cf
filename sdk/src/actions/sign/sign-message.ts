import { fmt, SDK, VALIDATION } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import { requireSession } from '../../client/guards.js';
import { ValidationError } from '../../errors/index.js';
import { signWithUserKey } from './internal/sign-with-user-key.js';

/**
 * EIP-191 signature of a non-empty message by the user's key (§13), with the session's user keys (`syncUserKeys`
 * after a restored session). Platform failures throw an `HttpError` (`client.signMessage` returns them as an
 * RpcError instead, §3.7).
 * @example
 * const signature = await signMessage(client, 'Hello Satchel');
 * const valid = await verifyMessage({ address: userSWA, message: 'Hello Satchel', signature }); // viem
 */
export async function signMessage(client: Client, message: string): Promise<`0x${string}`> {
  requireSession(client, SDK.mustBeLoggedInToSign);
  if (typeof message !== 'string' || message === '') {
    throw new ValidationError(fmt.validationFailed([VALIDATION.messageRequired]), [
      VALIDATION.messageRequired,
    ]);
  }
  return signWithUserKey(client, message, 'EIP191');
}
