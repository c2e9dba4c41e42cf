import type { TokenTransferInput } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import type { EstimateResult } from '../types.js';
import { estimateIntent } from './internal/estimate-intent.js';
import { INTENTS } from './internal/intent-specs.js';

/**
 * Estimates a token transfer (§12); resolves to `{details, callData, userOps}`.
 * @example
 * const { details } = await estimateTokenTransfer(client, { caip2Id: 'eip155:84532', recipient, token: '', amount: '1000' });
 * console.log(details.fees.transactionFees);
 */
export async function estimateTokenTransfer(
  client: Client,
  input: TokenTransferInput,
  feePayer?: string,
): Promise<EstimateResult> {
  return estimateIntent(client, INTENTS.tokenTransfer, input, feePayer);
}
