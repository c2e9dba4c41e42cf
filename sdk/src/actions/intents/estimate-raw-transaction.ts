import {
  isSolanaChain,
  type AptosRawTransactionInput,
  type EvmRawTransactionInput,
  type SolanaRawTransactionInput,
} from '@satchel/shared';
import type { Client } from '../../client/client.js';
import type { EstimateResult } from '../types.js';
import { estimateIntent } from './internal/estimate-intent.js';
import { INTENTS } from './internal/intent-specs.js';

/**
 * Estimates a raw transaction (§12): Aptos when the input has `transactions`, Solana on a `solana:` caip2Id, EVM
 * (`transaction`) otherwise, each with its schema and chain-family check. Resolves to `{details, callData, userOps}`.
 * @example
 * const evm = await estimateRawTransaction(client, { caip2Id: 'eip155:84532', transaction: { from: userSWA, to: contract, value: '1000' } });
 * const sol = await estimateRawTransaction(client, { caip2Id: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', transaction: { signer: solanaAddress, instructions: [memo] } });
 */
export async function estimateRawTransaction(
  client: Client,
  input: EvmRawTransactionInput | AptosRawTransactionInput | SolanaRawTransactionInput,
  feePayer?: string,
): Promise<EstimateResult> {
  const object = input !== null && typeof input === 'object';
  const spec =
    object && 'transactions' in input
      ? INTENTS.aptosRawTransaction
      : object && typeof input.caip2Id === 'string' && isSolanaChain(input.caip2Id)
        ? INTENTS.solanaRawTransaction
        : INTENTS.evmRawTransaction;
  return estimateIntent(client, spec, input, feePayer);
}
