import type { NftTransferInput } from '@satchel/shared';
import type { SatchelClient } from '../../client/satchel-client.js';
import { INTENTS } from './internal/intent-specs.js';
import { prepareOperation, signAndExecute } from './internal/prepare-operation.js';

/**
 * Builds, signs and executes an NFT transfer `{caip2Id, collectionAddress, nftId, recipientWalletAddress, amount?, nftType?}` (§10.6); resolves to the jobId.
 * @example
 * const jobId = await nftTransfer(client, { caip2Id: 'eip155:84532', collectionAddress, nftId: '7', recipientWalletAddress });
 */
export async function nftTransfer(
  client: SatchelClient,
  input: NftTransferInput,
  feePayer?: string,
): Promise<string> {
  return signAndExecute(client, await prepareOperation(client, INTENTS.nftTransfer, input, feePayer));
}
