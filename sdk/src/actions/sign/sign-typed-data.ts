import { SDK } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import { requireSession } from '../../client/guards.js';
import { checkInput } from '../../errors/check-input.js';
import { typedDataToMessage } from '../../protocol/index.js';
import { signWithUserKey } from './internal/sign-with-user-key.js';

/**
 * EIP-712 signature of typed data (an object or its JSON text) by the user's key (§13), checked as the platform will
 * hash it before anything is sent. Platform failures throw an `HttpError` (`client.signTypedData` returns them).
 * @example
 * const signature = await signTypedData(client, { types, primaryType: 'Greeting', domain, message: { text: 'hi' } });
 */
export async function signTypedData(client: Client, typedData: object | string): Promise<`0x${string}`> {
  requireSession(client, SDK.mustBeLoggedInToSign);
  const message = checkInput(() => typedDataToMessage(typedData));
  return signWithUserKey(client, message, 'EIP712');
}
