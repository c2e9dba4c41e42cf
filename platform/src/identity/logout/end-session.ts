import type { Hex } from 'viem';
import type { PlatformContext } from '../../context.js';
import { sessionKeyRemoval } from '../../evm/bundler/executor-registrations.js';
import type { PlatformChains } from '../../runtimes/platform-chains.js';
import type { AuthenticatedSession } from '../../session.js';
import { endSessionAt } from '../../world/session-store.js';
import { sendOnEnvironmentChain } from '../environment-chain-calls.js';

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
  const { mined, nowSec } = await sendOnEnvironmentChain(ctx, chains, session.env, {
    calls: (chainId) => [
      sessionKeyRemoval(chainId, { userSWA: session.userSWA, sessionAddress: session.sessionAddress }),
    ],
    alsoCommit: (at) => endSessionAt(ctx.db, session.sessionPk, at),
  });
  return { sessionExpiry: nowSec, transactionHash: mined[0]?.tx.hash ?? null };
}
