import type { Environment } from '@satchel/shared';
import type { PlatformContext } from '../../context.js';
import { sessionKeyRegistration } from '../../evm/bundler/executor-registrations.js';
import { placeMissingAccounts } from '../../evm/bundler/place-missing-accounts.js';
import type { PlatformChains } from '../../runtimes/platform-chains.js';
import { getUserById } from '../../world/user-store.js';
import { sendOnEnvironmentChain } from '../environment-chain-calls.js';

/**
 * The login's session key on the user's account on the session environment's chain: the executor's
 * `addSession(sessionAddress, validUntil = sessionExpiry)`, one transaction committed before the login answers, so
 * the session's first operation validates (AA24 otherwise). docs/user-operations-flow.md.
 */
export async function registerSessionKey(
  ctx: PlatformContext,
  chains: PlatformChains,
  session: { env: Environment; userId: string; sessionAddress: string; sessionExpiry: number },
): Promise<void> {
  const user = getUserById(ctx.db, session.userId);
  if (!chains.evm || !user) return;
  await sendOnEnvironmentChain(ctx, chains, session.env, {
    prepare: (chain) => placeMissingAccounts(ctx.db, chain, [user]),
    calls: (chainId) => [
      sessionKeyRegistration(chainId, {
        userSWA: user.userSWA,
        sessionAddress: session.sessionAddress,
        validUntil: session.sessionExpiry,
      }),
    ],
  });
}
