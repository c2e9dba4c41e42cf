import { fundUser } from '../faucet/faucet.js';
import type { PlatformContext } from '../context.js';
import type { PlatformChains } from '../runtimes/platform-chains.js';
import type { UserRow } from '../world/user-store.js';

/** Tops a user's accounts (async: the EVM chains execute the mints) up to the faucet amounts (every chain, or only `caip2Id`); the new balances. */
export function fundUserAccounts(
  ctx: PlatformContext,
  chains: PlatformChains,
  user: UserRow,
  caip2Id?: string,
) {
  const { userId, userSWA, aptosAddress, solanaAddress } = user;
  return fundUser(ctx, chains, { userId, userSWA, aptosAddress, solanaAddress }, caip2Id);
}
