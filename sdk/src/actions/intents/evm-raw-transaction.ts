import type { EvmRawTransactionInput } from '@satchel/shared';
import type { SatchelClient } from '../../client/satchel-client.js';
import { INTENTS } from './internal/intent-specs.js';
import { prepareOperation, signAndExecute } from './internal/prepare-operation.js';

/**
 * Builds, signs and executes an EVM raw transaction `{caip2Id, transaction: {from, to, data?, value?}}` (§10.6); resolves to the jobId.
 * @example
 * const jobId = await evmRawTransaction(client, { caip2Id: 'eip155:84532', transaction: { from: userSWA, to: contract, data } });
 */
export async function evmRawTransaction(
  client: SatchelClient,
  input: EvmRawTransactionInput,
  feePayer?: string,
): Promise<string> {
  return signAndExecute(client, await prepareOperation(client, INTENTS.evmRawTransaction, input, feePayer));
}
