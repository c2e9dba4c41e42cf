import { fmt, SDK, VALIDATION } from '@satchel/shared';
import { checkInput } from '../../errors/check-input.js';
import { RpcError, ValidationError } from '../../errors/index.js';
import { typedDataToMessage } from '../../protocol/index.js';
import type { ClientContext } from '../client-context.js';
import { requireSession } from '../guards.js';
import { returningRpcError } from '../login/login-with-id-token.js';
import { signWithUserKey } from './sign-with-user-key.js';

/** EIP-191 signature of a non-empty message by the user's key (§13); platform failures are returned as an RpcError. */
export async function signUserMessage(
  ctx: ClientContext,
  message: string,
): Promise<`0x${string}` | RpcError> {
  requireSession(ctx.session, SDK.mustBeLoggedInToSign);
  if (typeof message !== 'string' || message === '') {
    throw new ValidationError(fmt.validationFailed([VALIDATION.messageRequired]), [
      VALIDATION.messageRequired,
    ]);
  }
  return returningRpcError(ctx, () => signWithUserKey(ctx, message, 'EIP191'));
}

/** EIP-712 signature of typed data (object or JSON text), checked (`validateTypedData`) before anything is sent. */
export async function signUserTypedData(
  ctx: ClientContext,
  typedData: object | string,
): Promise<`0x${string}` | RpcError> {
  requireSession(ctx.session, SDK.mustBeLoggedInToSign);
  const message = checkInput(() => typedDataToMessage(typedData));
  return returningRpcError(ctx, () => signWithUserKey(ctx, message, 'EIP712'));
}
