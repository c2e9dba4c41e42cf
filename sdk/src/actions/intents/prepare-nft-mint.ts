import type { NftMintInput } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import type { UnsignedUserOperation } from '../../protocol/index.js';
import { INTENTS } from './internal/intent-specs.js';
import { prepareOperation } from './internal/prepare-operation.js';

/**
 * Builds the unsigned user operation of an NFT mint `{caip2Id, nftName, collectionAddress?, uri, data?}` (Aptos only) (§10.6 steps 1–7), optionally with a fee payer.
 * Sign it with `client.signUserOp(op)` and execute it with `client.executeUserOp(signed)`.
 * @example
 * const op = await prepareNftMint(client, { caip2Id: 'aptos:2', nftName: 'Badge #1', uri });
 * const jobId = await client.executeUserOp(await client.signUserOp(op));
 */
export async function prepareNftMint(
  client: Client,
  input: NftMintInput,
  feePayer?: string,
): Promise<UnsignedUserOperation> {
  return prepareOperation(client, INTENTS.nftMint, input, feePayer);
}
