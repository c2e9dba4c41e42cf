import type { PlatformContext } from '../context.js';
import { isUsed, markUsedIfNew } from '../world/used-values-store.js';

/**
 * Whether the user is still due the welcome NFTs (one ERC-721 and five of the ERC-1155 badge, on the NFT chain):
 * the faucet then claims on that chain even when the user's balances are at their amounts. The minter mints them,
 * once per wallet (SatchelMinter's `welcomed`), with the next ERC-721 id.
 */
export function welcomeNftsDue(ctx: PlatformContext, user: { userId: string }): boolean {
  return !isUsed(ctx.db, 'faucet_nfts', user.userId);
}

/** Records that the user got the welcome NFTs; inside the faucet's commit. */
export function markWelcomeNftsGiven(ctx: PlatformContext, userId: string): void {
  markUsedIfNew(ctx.db, 'faucet_nfts', userId, Math.floor(ctx.now() / 1000));
}
