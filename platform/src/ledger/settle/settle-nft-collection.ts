import { keccak256, toHex } from 'viem';
import { findCollection, insertCollection } from '../../world/collection-store.js';
import { SettlementFailure } from '../../chains/settlement-failure.js';
import type { SettleInput } from '../../chains/settle-input.js';

/** Aptos collection address: derived from creator and name, as Aptos derives named objects. */
export const aptosCollectionAddress = (creator: string, name: string) =>
  keccak256(toHex(`satchel:aptos-collection:${creator.toLowerCase()}:${name}`));

/** NFT_CREATE_COLLECTION (Aptos): one collection per creator and name. */
export function settleNftCollection({ ctx, payload, network, user }: SettleInput): void {
  const name = String(payload.name);
  const address = aptosCollectionAddress(user.aptosAddress, name);
  if (findCollection(ctx.db, network.caipId, address))
    throw new SettlementFailure(`Collection "${name}" already exists`);
  const data = (payload.data ?? {}) as Record<string, unknown>;
  insertCollection(ctx.db, {
    caipId: network.caipId,
    collectionAddress: address,
    name,
    symbol: typeof data.symbol === 'string' ? data.symbol : '',
    uri: String(payload.uri),
    description: typeof data.description === 'string' ? data.description : '',
    standard: typeof data.type === 'string' && data.type !== '' ? data.type : 'nft',
    creatorKey: user.aptosAddress.toLowerCase(),
    image: String(payload.uri),
  });
}
