import type { AptosRawTransactionInput, EvmRawTransactionInput } from '@satchel/shared';
import type { SatchelClient } from '../../client/satchel-client.js';
import type { EstimateResult } from '../estimate.js';
import { estimateIntent } from './internal/estimate-intent.js';
import { INTENTS } from './internal/intent-specs.js';

/**
 * Estimates a raw transaction (§12): Aptos when the input has `transactions`, EVM (`transaction`) otherwise, each
 * with its schema and chain-family check. Resolves to `{details, callData, userOps}`.
 * @example
 * const evm = await estimateRawTransaction(client, { caip2Id: 'eip155:84532', transaction: { from: userSWA, to: contract, value: '1000' } });
 */
export async function estimateRawTransaction(
  client: SatchelClient,
  input: EvmRawTransactionInput | AptosRawTransactionInput,
  feePayer?: string,
): Promise<EstimateResult> {
  const aptos = input !== null && typeof input === 'object' && 'transactions' in input;
  return estimateIntent(
    client,
    aptos ? INTENTS.aptosRawTransaction : INTENTS.evmRawTransaction,
    input,
    feePayer,
  );
}
