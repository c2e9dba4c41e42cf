import type { PlatformContext } from '../context.js';
import { getUserById, type UserRow } from '../world/user-store.js';

/** The session user and the lowercase keys of its accounts (EVM, Aptos, Solana). */
export function userAccounts(ctx: PlatformContext, userId: string): { user: UserRow; keys: string[] } {
  const user = getUserById(ctx.db, userId);
  if (!user) throw new Error(`session user ${userId} not found`);
  return { user, keys: [user.userSWA, user.aptosAddress, user.solanaAddress].map((a) => a.toLowerCase()) };
}

/** Chain type of a caip2 id as the networks table spells it. */
export const networkTypeOf = (caipId: string): 'EVM' | 'APT' | 'SVM' =>
  /^eip155:/i.test(caipId) ? 'EVM' : /^aptos:/i.test(caipId) ? 'APT' : 'SVM';
