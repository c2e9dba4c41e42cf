import type { TokenTransferInput } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import { INTENTS } from './internal/intent-specs.js';
import { prepareOperation } from './internal/prepare-operation.js';
import { signAndSend } from '../user-operation/internal/sign-and-send.js';

/**
 * Builds, signs and executes a token transfer `{caip2Id, recipient, token, amount}` (token `""` = native,
 * amount in the smallest unit) (§10.6); resolves to the jobId.
 * @example
 * const input = { caip2Id: 'eip155:84532', recipient, token: '', amount: '1000' };
 * const jobId = await tokenTransfer(client, input);
 * const [order] = await getOrdersHistory(client, { intentId: jobId });
 */
export async function tokenTransfer(
  client: Client,
  input: TokenTransferInput,
  feePayer?: string,
): Promise<string> {
  return signAndSend(client, await prepareOperation(client, INTENTS.tokenTransfer, input, feePayer));
}
