import type { NftMintInput } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import { INTENTS } from './internal/intent-specs.js';
import { prepareOperation } from './internal/prepare-operation.js';
import { signAndSend } from '../user-operation/internal/sign-and-send.js';

/**
 * Builds, signs and executes an NFT mint `{caip2Id, nftName, collectionAddress?, uri, data?}` (Aptos only) (§10.6); resolves to the jobId.
 * @example
 * const jobId = await nftMint(client, { caip2Id: 'aptos:2', nftName: 'Badge #1', collectionAddress, uri: 'https://example.com/1.json' });
 */
export async function nftMint(client: Client, input: NftMintInput, feePayer?: string): Promise<string> {
  return signAndSend(client, await prepareOperation(client, INTENTS.nftMint, input, feePayer));
}
