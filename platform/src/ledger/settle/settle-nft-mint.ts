import { keccak256, toHex } from 'viem';
import { creditNft } from '../nft-holdings.js';
import { findCollection } from '../../world/collection-store.js';
import { SettlementFailure } from '../../chains/settlement-failure.js';
import type { SettleInput } from '../../chains/settle-input.js';

/**
 * NFT_MINT (Aptos): into a collection the user created, to `data.recipientWalletAddress` or else the user; the
 * token address is derived from the collection and the order.
 */
export function settleNftMint({ ctx, intentId, payload, network, user }: SettleInput): void {
  const collectionAddress = String(payload.collectionAddress ?? '');
  if (collectionAddress === '')
    throw new SettlementFailure('A collection address is required to mint on Aptos');
  const collection = findCollection(ctx.db, network.caipId, collectionAddress);
  if (!collection)
    throw new SettlementFailure(`Collection ${collectionAddress} not found on ${network.caipId}`);
  if (collection.creatorKey !== user.aptosAddress.toLowerCase())
    throw new SettlementFailure(`Only the creator of collection ${collectionAddress} can mint in it`);
  const data = (payload.data ?? {}) as Record<string, unknown>;
  const recipient =
    typeof data.recipientWalletAddress === 'string' && data.recipientWalletAddress !== ''
      ? data.recipientWalletAddress
      : user.aptosAddress;
  const tokenAddress = keccak256(toHex(`satchel:aptos-token:${collectionAddress.toLowerCase()}:${intentId}`));
  creditNft(ctx, network.caipId, collectionAddress, tokenAddress, recipient, 1n, {
    nftName: String(payload.nftName),
    tokenUri: String(payload.uri),
    description: typeof data.description === 'string' ? data.description : '',
    image: String(payload.uri),
  });
}
