import type { EvmRawTransactionInput } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import type { UnsignedUserOperation } from '../../protocol/index.js';
import { INTENTS } from './internal/intent-specs.js';
import { prepareOperation } from './internal/prepare-operation.js';

/**
 * Builds the unsigned user operation of an EVM raw transaction `{caip2Id, transaction: {from, to, data?, value?}}` (§10.6 steps 1–7), optionally with a fee payer.
 * Sign it with `client.signUserOp(op)` and execute it with `client.executeUserOp(signed)`.
 * @example
 * const op = await prepareEvmRawTransaction(client, { caip2Id: 'eip155:84532', transaction: { from: userSWA, to: contract, data } });
 * const jobId = await client.executeUserOp(await client.signUserOp(op));
 */
export async function prepareEvmRawTransaction(
  client: Client,
  input: EvmRawTransactionInput,
  feePayer?: string,
): Promise<UnsignedUserOperation> {
  return prepareOperation(client, INTENTS.evmRawTransaction, input, feePayer);
}
