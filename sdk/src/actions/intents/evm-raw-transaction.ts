import type { EvmRawTransactionInput } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import { INTENTS } from './internal/intent-specs.js';
import { prepareOperation } from './internal/prepare-operation.js';
import { signAndSend } from '../user-operation/internal/sign-and-send.js';

/**
 * Builds, signs and executes an EVM raw transaction `{caip2Id, transaction: {from, to, data?, value?}}` (§10.6); resolves to the jobId.
 * @example
 * const jobId = await evmRawTransaction(client, { caip2Id: 'eip155:84532', transaction: { from: userSWA, to: contract, data } });
 */
export async function evmRawTransaction(
  client: Client,
  input: EvmRawTransactionInput,
  feePayer?: string,
): Promise<string> {
  return signAndSend(client, await prepareOperation(client, INTENTS.evmRawTransaction, input, feePayer));
}
