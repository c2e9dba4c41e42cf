import type { NftTransferInput } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import { INTENTS } from './internal/intent-specs.js';
import { prepareOperation } from './internal/prepare-operation.js';
import { signAndSend } from '../user-operation/internal/sign-and-send.js';

/**
 * Builds, signs and executes an NFT transfer `{caip2Id, collectionAddress, nftId, recipientWalletAddress, amount?, nftType?}` (§10.6); resolves to the jobId.
 * @example
 * const jobId = await nftTransfer(client, { caip2Id: 'eip155:84532', collectionAddress, nftId: '7', recipientWalletAddress });
 */
export async function nftTransfer(
  client: Client,
  input: NftTransferInput,
  feePayer?: string,
): Promise<string> {
  return signAndSend(client, await prepareOperation(client, INTENTS.nftTransfer, input, feePayer));
}
