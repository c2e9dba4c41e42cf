import type { SolanaRawTransactionInput } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import { INTENTS } from './internal/intent-specs.js';
import { prepareOperation } from './internal/prepare-operation.js';
import { signAndSend } from '../user-operation/internal/sign-and-send.js';

/**
 * Builds, signs and executes a Solana raw transaction `{caip2Id, transaction: {signer, instructions: [{programId,
 * data: number[], keys}]}}` (docs/protocol-solana.md); the signer is the user's Solana address (from
 * `getAccount`). Resolves to the jobId.
 * @example
 * const memo = { programId: 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr', data: [...new TextEncoder().encode('hi')], keys: [] };
 * const jobId = await solanaRawTransaction(client, { caip2Id: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', transaction: { signer: solanaAddress, instructions: [memo] } });
 */
export async function solanaRawTransaction(
  client: Client,
  input: SolanaRawTransactionInput,
  feePayer?: string,
): Promise<string> {
  return signAndSend(client, await prepareOperation(client, INTENTS.solanaRawTransaction, input, feePayer));
}
