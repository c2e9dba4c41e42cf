import type { AptosRawTransactionInput } from '@satchel/shared';
import type { SatchelClient } from '../../client/satchel-client.js';
import { INTENTS } from './internal/intent-specs.js';
import { prepareOperation, signAndExecute } from './internal/prepare-operation.js';

/**
 * Builds, signs and executes an Aptos raw transaction `{caip2Id, transactions: [{function, typeArguments?, functionArguments?}]}` (§10.6); resolves to the jobId.
 * @example
 * const jobId = await aptosRawTransaction(client, {
 *   caip2Id: 'aptos:2',
 *   transactions: [{ function: '0x1::aptos_account::transfer', functionArguments: [recipient, 100] }],
 * });
 */
export async function aptosRawTransaction(
  client: SatchelClient,
  input: AptosRawTransactionInput,
  feePayer?: string,
): Promise<string> {
  return signAndExecute(client, await prepareOperation(client, INTENTS.aptosRawTransaction, input, feePayer));
}
