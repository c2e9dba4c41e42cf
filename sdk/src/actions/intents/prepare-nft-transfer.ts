import type { NftTransferInput } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import type { UnsignedUserOperation } from '../../protocol/index.js';
import { INTENTS } from './internal/intent-specs.js';
import { prepareOperation } from './internal/prepare-operation.js';

/**
 * Builds the unsigned user operation of an NFT transfer `{caip2Id, collectionAddress, nftId, recipientWalletAddress, amount?, nftType?}` (§10.6 steps 1–7), optionally with a fee payer.
 * Sign it with `client.signUserOp(op)` and execute it with `client.executeUserOp(signed)`.
 * @example
 * const op = await prepareNftTransfer(client, { caip2Id, collectionAddress, nftId: '7', recipientWalletAddress });
 * const jobId = await client.executeUserOp(await client.signUserOp(op));
 */
export async function prepareNftTransfer(
  client: Client,
  input: NftTransferInput,
  feePayer?: string,
): Promise<UnsignedUserOperation> {
  return prepareOperation(client, INTENTS.nftTransfer, input, feePayer);
}
