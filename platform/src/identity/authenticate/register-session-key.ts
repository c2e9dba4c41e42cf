import type { Environment } from '@satchel/shared';
import { nowSeconds, type PlatformContext } from '../../context.js';
import {
  commitRegistrations,
  sendRegistrations,
  sessionKeyRegistration,
} from '../../evm/bundler/executor-registrations.js';
import { placeMissingAccounts } from '../../evm/bundler/place-missing-accounts.js';
import { environmentNetwork } from '../../evm/evm-networks.js';
import type { PlatformChains } from '../../runtimes/platform-chains.js';
import { getUserById } from '../../world/user-store.js';

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
  const evm = chains.evm;
  const user = getUserById(ctx.db, session.userId);
  if (!evm || !user) return;
  await chains.exclusive(async () => {
    const chain = await evm.chain(environmentNetwork(session.env).caipId);
    const nowSec = nowSeconds(ctx);
    const registrations = [
      sessionKeyRegistration(chain.chainId, {
        userSWA: user.userSWA,
        sessionAddress: session.sessionAddress,
        validUntil: session.sessionExpiry,
      }),
    ];
    try {
      await placeMissingAccounts(ctx.db, chain, [user]);
      const mined = await sendRegistrations(chain, registrations, nowSec);
      ctx.db.transaction(() => commitRegistrations(ctx.db, chain, { registrations, mined }, nowSec))();
    } catch (error) {
      await evm.discardUncommitted();
      throw error;
    }
  });
}
