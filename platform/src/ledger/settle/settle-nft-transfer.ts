import { ownerForChainType } from '../../world/owner-for-chain-type.js';
import { moveNft } from '../nft-holdings.js';
import { findCollection } from '../../world/collection-store.js';
import { SettlementFailure } from '../../chains/settlement-failure.js';
import type { SettleInput } from '../../chains/settle-input.js';

/** NFT_TRANSFER on the ledger (Aptos): the collection must exist; ERC-721 moves exactly one. */
export function settleNftTransfer({ ctx, payload, network, user }: SettleInput): void {
  const collectionAddress = String(payload.collectionAddress);
  const collection = findCollection(ctx.db, network.caipId, collectionAddress);
  if (!collection)
    throw new SettlementFailure(`Collection ${collectionAddress} not found on ${network.caipId}`);
  const nftType = String(payload.nftType);
  const amount = BigInt(String(payload.amount));
  if (nftType === 'ERC721' && amount !== 1n)
    throw new SettlementFailure('ERC721 transfers must have amount exactly 1');
  const from = ownerForChainType(user, network.type);
  moveNft(
    ctx,
    network.caipId,
    collectionAddress,
    String(payload.nftId),
    from,
    String(payload.recipientWalletAddress),
    amount,
  );
}
