import { encodeFunctionData, type Hex } from 'viem';
import type { PlatformContext } from '../context.js';
import { satchelCollection1155Abi } from '../evm/artifacts/satchel-collection-1155.js';
import { satchelCollection721Abi } from '../evm/artifacts/satchel-collection-721.js';
import { FAUCET_BADGE_ID, FAUCET_BADGE_QUANTITY, SEED_COLLECTIONS } from '../world/seed-collections.js';
import type { MinterCall } from './fund-evm-user.js';
import { maxNftId } from '../ledger/nft-store.js';
import { isUsed, markUsedIfNew } from '../world/used-values-store.js';

/**
 * The welcome NFTs' mints for a user who has not had them: one ERC-721 (the next free id) and five of the ERC-1155
 * badge; none once given (markWelcomeNftsGiven).
 */
export function welcomeNftMints(
  ctx: PlatformContext,
  user: { userId: string; userSWA: string },
): MinterCall[] {
  if (isUsed(ctx.db, 'faucet_nfts', user.userId)) return [];
  const { erc721, erc1155 } = SEED_COLLECTIONS;
  const maxId = maxNftId(ctx.db, erc721.caipId.toLowerCase(), erc721.collectionAddress.toLowerCase());
  const id = BigInt((maxId ?? 0) + 1);
  const to = user.userSWA as Hex;
  return [
    {
      caipId: erc721.caipId,
      target: erc721.collectionAddress,
      callData: encodeFunctionData({ abi: satchelCollection721Abi, functionName: 'mint', args: [to, id] }),
    },
    {
      caipId: erc1155.caipId,
      target: erc1155.collectionAddress,
      callData: encodeFunctionData({
        abi: satchelCollection1155Abi,
        functionName: 'mint',
        args: [to, BigInt(FAUCET_BADGE_ID), FAUCET_BADGE_QUANTITY],
      }),
    },
  ];
}

/** Records that the user got the welcome NFTs; inside the faucet's commit. */
export function markWelcomeNftsGiven(ctx: PlatformContext, userId: string): void {
  markUsedIfNew(ctx.db, 'faucet_nfts', userId, Math.floor(ctx.now() / 1000));
}
