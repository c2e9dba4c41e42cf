import type { Environment } from '@satchel/shared';
import { nowSeconds, type PlatformContext } from '../context.js';
import {
  commitRegistrations,
  sendRegistrations,
  type ExecutorRegistration,
} from '../evm/bundler/executor-registrations.js';
import type { EvmChain } from '../evm/evm-chain.js';
import { environmentNetwork } from '../evm/evm-networks.js';
import type { MinedTx } from '../evm/mined-transaction.js';
import type { PlatformChains } from '../runtimes/platform-chains.js';

/** What a session's step on its environment chain does: the executor's calls, and what else it commits. */
export interface EnvironmentChainStep {
  /** Work on the chain before the calls (e.g. placing the user's account), in the same turn. */
  prepare?(chain: EvmChain): Promise<void>;
  calls(chainId: number): ExecutorRegistration[];
  /** Database writes committed with the calls, in the same transaction. */
  alsoCommit?(nowSec: number): void;
}

/**
 * A login's or a logout's executor calls on the session environment's chain (docs/user-operations-flow.md): in the
 * chains' exclusive turn, sent and committed — with `alsoCommit` — in one database transaction before the caller
 * answers; on any error the chains' uncommitted state is discarded and the error thrown. A platform without EVM
 * chains commits `alsoCommit` alone.
 */
export function sendOnEnvironmentChain(
  ctx: PlatformContext,
  chains: PlatformChains,
  env: Environment,
  step: EnvironmentChainStep,
): Promise<{ mined: MinedTx[]; nowSec: number }> {
  const evm = chains.evm;
  if (!evm) {
    const nowSec = nowSeconds(ctx);
    if (step.alsoCommit) ctx.db.transaction(() => step.alsoCommit!(nowSec))();
    return Promise.resolve({ mined: [], nowSec });
  }
  return chains.exclusive(async () => {
    const chain = await evm.chain(environmentNetwork(env).caipId);
    const nowSec = nowSeconds(ctx);
    const registrations = step.calls(chain.chainId);
    try {
      await step.prepare?.(chain);
      const mined = await sendRegistrations(chain, registrations, nowSec);
      ctx.db.transaction(() => {
        commitRegistrations(ctx.db, chain, { registrations, mined }, nowSec);
        step.alsoCommit?.(nowSec);
      })();
      return { mined, nowSec };
    } catch (error) {
      await evm.discardUncommitted();
      throw error;
    }
  });
}
