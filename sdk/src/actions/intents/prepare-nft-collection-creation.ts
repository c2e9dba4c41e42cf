import type { NftCollectionInput } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import type { UnsignedUserOperation } from '../../protocol/index.js';
import { INTENTS } from './internal/intent-specs.js';
import { prepareOperation } from './internal/prepare-operation.js';

/**
 * Builds the unsigned user operation of an NFT collection creation `{caip2Id, name, uri, data?}` (Aptos only) (§10.6 steps 1–7), optionally with a fee payer.
 * Sign it with `client.signUserOp(op)` and execute it with `client.executeUserOp(signed)`.
 * @example
 * const op = await prepareNftCollectionCreation(client, { caip2Id: 'aptos:2', name: 'Badges', uri });
 * const jobId = await client.executeUserOp(await client.signUserOp(op));
 */
export async function prepareNftCollectionCreation(
  client: Client,
  input: NftCollectionInput,
  feePayer?: string,
): Promise<UnsignedUserOperation> {
  return prepareOperation(client, INTENTS.nftCollectionCreation, input, feePayer);
}
