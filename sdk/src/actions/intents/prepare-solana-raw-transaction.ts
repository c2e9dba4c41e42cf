import type { SolanaRawTransactionInput } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import type { UnsignedUserOperation } from '../../protocol/index.js';
import { INTENTS } from './internal/intent-specs.js';
import { prepareOperation } from './internal/prepare-operation.js';

/**
 * Builds the unsigned user operation of a Solana raw transaction `{caip2Id, transaction: {signer, instructions}}` (§10.6 steps 1–7), optionally with a fee payer.
 * Sign it with `client.signUserOp(op)` and execute it with `client.executeUserOp(signed)`.
 * @example
 * const op = await prepareSolanaRawTransaction(client, { caip2Id: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', transaction: { signer: solanaAddress, instructions: [memo] } });
 * const jobId = await client.executeUserOp(await client.signUserOp(op));
 */
export async function prepareSolanaRawTransaction(
  client: Client,
  input: SolanaRawTransactionInput,
  feePayer?: string,
): Promise<UnsignedUserOperation> {
  return prepareOperation(client, INTENTS.solanaRawTransaction, input, feePayer);
}
