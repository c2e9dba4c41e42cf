import type { AptosRawTransactionInput } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import type { UnsignedUserOperation } from '../../protocol/index.js';
import { INTENTS } from './internal/intent-specs.js';
import { prepareOperation } from './internal/prepare-operation.js';

/**
 * Builds the unsigned user operation of an Aptos raw transaction `{caip2Id, transactions: [{function, typeArguments?, functionArguments?}]}` (§10.6 steps 1–7), optionally with a fee payer.
 * Sign it with `client.signUserOp(op)` and execute it with `client.executeUserOp(signed)`.
 * @example
 * const op = await prepareAptosRawTransaction(client, { caip2Id: 'aptos:2', transactions: [{ function: fn, functionArguments: args }] });
 * const jobId = await client.executeUserOp(await client.signUserOp(op));
 */
export async function prepareAptosRawTransaction(
  client: Client,
  input: AptosRawTransactionInput,
  feePayer?: string,
): Promise<UnsignedUserOperation> {
  return prepareOperation(client, INTENTS.aptosRawTransaction, input, feePayer);
}
