import type { AptosRawTransactionInput } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import { INTENTS } from './internal/intent-specs.js';
import { prepareOperation } from './internal/prepare-operation.js';
import { signAndSend } from '../user-operation/internal/sign-and-send.js';

/**
 * Builds, signs and executes an Aptos raw transaction `{caip2Id, transactions: [{function, typeArguments?, functionArguments?}]}` (§10.6); resolves to the jobId.
 * @example
 * const jobId = await aptosRawTransaction(client, {
 *   caip2Id: 'aptos:2',
 *   transactions: [{ function: '0x1::aptos_account::transfer', functionArguments: [recipient, 100] }],
 * });
 */
export async function aptosRawTransaction(
  client: Client,
  input: AptosRawTransactionInput,
  feePayer?: string,
): Promise<string> {
  return signAndSend(client, await prepareOperation(client, INTENTS.aptosRawTransaction, input, feePayer));
}
