import type { NftCollectionInput } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import { INTENTS } from './internal/intent-specs.js';
import { prepareOperation } from './internal/prepare-operation.js';
import { signAndSend } from '../user-operation/internal/sign-and-send.js';

/**
 * Builds, signs and executes an NFT collection creation `{caip2Id, name, uri, data?}` (Aptos only) (§10.6); resolves to the jobId.
 * @example
 * const jobId = await nftCollectionCreation(client, { caip2Id: 'aptos:2', name: 'Badges', uri: 'https://example.com/badges.json' });
 */
export async function nftCollectionCreation(
  client: Client,
  input: NftCollectionInput,
  feePayer?: string,
): Promise<string> {
  return signAndSend(client, await prepareOperation(client, INTENTS.nftCollectionCreation, input, feePayer));
}
