import type { Hex } from 'viem';
import { nowSeconds, type PlatformContext } from '../../context.js';
import {
  commitRegistrations,
  sendRegistrations,
  sessionKeyRemoval,
} from '../../evm/bundler/executor-registrations.js';
import { environmentNetwork } from '../../evm/evm-networks.js';
import type { PlatformChains } from '../../runtimes/platform-chains.js';
import type { AuthenticatedSession } from '../../session.js';
import { endSessionAt } from '../../world/session-store.js';

/** What `POST /logout` answers (docs/protocol.md §6.3). */
export interface EndedSession {
  /** The session's new expiry: the second it ended (unix seconds). */
  sessionExpiry: number;
  /** The executor's `removeSession` on the environment chain; null when the platform runs without EVM chains. */
  transactionHash: Hex | null;
}

/**
 * Logout (docs/protocol.md §6.3): the session's expiry becomes now, and the executor's `removeSession(sessionAddress)`
 * on the user's account on the session environment's chain is committed in the same database transaction (as the
 * login's `addSession` is, register-session-key.ts), so the key stops validating user operations at once. Its
 * `chain_registrations` row stays (or is made): the bundler never adds the key back, and an operation of the
 * session still pending fails validation (AA24, docs/user-operations-flow.md). Without EVM chains only the expiry
 * changes.
 */
export async function endSession(
  ctx: PlatformContext,
  chains: PlatformChains,
  session: AuthenticatedSession,
): Promise<EndedSession> {
  const evm = chains.evm;
  if (!evm) {
    const nowSec = nowSeconds(ctx);
    ctx.db.transaction(() => endSessionAt(ctx.db, session.sessionPk, nowSec))();
    return { sessionExpiry: nowSec, transactionHash: null };
  }
  return chains.exclusive(async () => {
    const chain = await evm.chain(environmentNetwork(session.env).caipId);
    const nowSec = nowSeconds(ctx);
    const registrations = [
      sessionKeyRemoval(chain.chainId, { userSWA: session.userSWA, sessionAddress: session.sessionAddress }),
    ];
    try {
      const mined = await sendRegistrations(chain, registrations, nowSec);
      ctx.db.transaction(() => {
        commitRegistrations(ctx.db, chain, { registrations, mined }, nowSec);
        endSessionAt(ctx.db, session.sessionPk, nowSec);
      })();
      return { sessionExpiry: nowSec, transactionHash: mined[0].tx.hash };
    } catch (error) {
      await evm.discardUncommitted();
      throw error;
    }
  });
}
