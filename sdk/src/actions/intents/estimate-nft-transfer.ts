import type { NftTransferInput } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import type { EstimateResult } from '../types.js';
import { estimateIntent } from './internal/estimate-intent.js';
import { INTENTS } from './internal/intent-specs.js';

/**
 * Estimates an NFT transfer (§12); resolves to `{details, callData, userOps}`.
 * @example
 * const { details } = await estimateNftTransfer(client, { caip2Id, collectionAddress, nftId: '7', recipientWalletAddress });
 */
export async function estimateNftTransfer(
  client: Client,
  input: NftTransferInput,
  feePayer?: string,
): Promise<EstimateResult> {
  return estimateIntent(client, INTENTS.nftTransfer, input, feePayer);
}
