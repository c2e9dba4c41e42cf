import type { TokenTransferInput } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import type { UnsignedUserOperation } from '../../protocol/index.js';
import { INTENTS } from './internal/intent-specs.js';
import { prepareOperation } from './internal/prepare-operation.js';

/**
 * Builds the unsigned user operation of a token transfer `{caip2Id, recipient, token, amount}` (token `""` = native, amount in the smallest unit) (§10.6 steps 1–7), optionally with a fee payer.
 * Sign it with `client.signUserOp(op)` and execute it with `client.executeUserOp(signed)`.
 * @example
 * // Review the operation (or have another party sign it) before it is executed.
 * const op = await prepareTokenTransfer(client, { caip2Id: 'eip155:84532', recipient, token: '', amount: '1000' });
 * const jobId = await client.executeUserOp(await client.signUserOp(op));
 */
export async function prepareTokenTransfer(
  client: Client,
  input: TokenTransferInput,
  feePayer?: string,
): Promise<UnsignedUserOperation> {
  return prepareOperation(client, INTENTS.tokenTransfer, input, feePayer);
}
