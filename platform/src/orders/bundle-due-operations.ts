import type { Hex } from 'viem';
import { nowSeconds, type PlatformContext } from '../context.js';
import {
  clientSignerRegistration,
  commitRegistrations,
  sendRegistrations,
  sessionKeyRegistration,
  type ExecutorRegistration,
} from '../evm/bundler/executor-registrations.js';
import { placeMissingAccounts } from '../evm/bundler/place-missing-accounts.js';
import { isRegistered } from '../evm/bundler/registration-store.js';
import { runBundles, type BundledOutcome } from '../evm/bundler/run-bundles.js';
import type { EvmChain } from '../evm/evm-chain.js';
import type { MinedTx } from '../evm/mined-transaction.js';
import { findEvmNetworkByChainId } from '../evm/evm-networks.js';
import type { EvmRuntime } from '../evm/evm-runtime.js';
import type { AccountHolder } from '../evm/user-account.js';
import { actionableReason } from '../evm/user-operations/actionable-reason.js';
import type { PlatformChains } from '../runtimes/platform-chains.js';
import { getClientBySwa } from '../world/client-store.js';
import { getUserById } from '../world/user-store.js';
import type { OrderRow } from './order-row.js';
import { failOpenOrder } from './order-store.js';
import { recordFailedAttempt } from './settlement-attempts.js';
import {
  findOrderOperation,
  markOperationIncluded,
  markOperationRejected,
  type UserOperationRecord,
} from './user-operation-store.js';

/** The pending operations of one entry point on one environment chain, with their orders. */
interface Group {
  chainId: number;
  entryPoint: Hex;
  items: { order: OrderRow; op: UserOperationRecord }[];
}

/**
 * An order's FAILED reason for an operation the entry point refused in validation: its reason (the AA code first,
 * e.g. `AA24 signature error`), then what a person can do (actionable-reason.ts).
 */
const rejectedReason = (o: { code: string; reason: string; innerReason?: string }) =>
  `${o.reason}: ${actionableReason(o.code, o.innerReason)}`;

/** An order's FAILED reason for an operation whose call reverted on the environment chain. */
const revertedReason = (revertReason: string) =>
  `User operation reverted on the environment chain: ${revertReason || 'no reason given'}`;

/**
 * The registrations the group's operations need on chain and the login (or the seed) did not make: each sender's
 * session key (`addSession`, valid until the session's expiry) and each client's signers on the operation's
 * paymaster (`setClientSigner`). Ones recorded in `chain_registrations` are not made again, so a key or signer
 * removed on chain stays removed (the operation then fails validation, AA24 / AA34).
 */
function missingRegistrations(ctx: PlatformContext, group: Group): ExecutorRegistration[] {
  const wanted = new Map<string, ExecutorRegistration>();
  const nowSec = nowSeconds(ctx);
  for (const { op } of group.items) {
    if (op.sessionExpiry > nowSec) {
      const session = sessionKeyRegistration(group.chainId, {
        userSWA: op.sender,
        sessionAddress: op.sessionAddress,
        validUntil: op.sessionExpiry,
      });
      wanted.set(`${op.sender}:${op.sessionAddress}`, session);
    }
    for (const signer of getClientBySwa(ctx.db, op.clientSWA)?.signers ?? []) {
      const r = clientSignerRegistration(group.chainId, {
        paymaster: op.paymaster,
        clientSWA: op.clientSWA,
        signer,
      });
      wanted.set(`${op.paymaster}:${op.clientSWA}:${signer}`, r);
    }
  }
  return [...wanted.values()].filter((r) => !isRegistered(ctx.db, r.registration));
}

/** Writes a group's bundling in one database transaction: registrations, bundles, operations, ended orders. */
function commitGroup(
  ctx: PlatformContext,
  chain: EvmChain,
  group: Group,
  sent: {
    registrations: ExecutorRegistration[];
    registered: readonly MinedTx[];
  },
  bundled: { mined: readonly MinedTx[]; outcomes: BundledOutcome[] },
): Set<string> {
  const nowSec = nowSeconds(ctx);
  const proceed = new Set<string>();
  const orderOf = new Map(group.items.map(({ order, op }) => [op.userOpHash.toLowerCase(), order]));
  ctx.db.transaction(() => {
    commitRegistrations(ctx.db, chain, { registrations: sent.registrations, mined: sent.registered }, nowSec);
    for (const mined of bundled.mined) chain.commit(ctx.db, mined);
    for (const outcome of bundled.outcomes) {
      const order = orderOf.get(outcome.userOpHash.toLowerCase())!;
      if (outcome.kind === 'rejected') {
        const reason = rejectedReason(outcome);
        markOperationRejected(ctx.db, outcome.userOpHash, reason);
        failOpenOrder(ctx.db, order.intent_id, reason, nowSec);
        continue;
      }
      markOperationIncluded(ctx.db, outcome.userOpHash, {
        transactionHash: outcome.mined.tx.hash,
        blockNumber: outcome.mined.block.number,
        blockHash: outcome.mined.block.hash,
        success: outcome.success,
        actualGasCost: outcome.actualGasCost,
        actualGasUsed: outcome.actualGasUsed,
        reason: outcome.revertReason,
      });
      if (outcome.success) proceed.add(order.intent_id);
      else failOpenOrder(ctx.db, order.intent_id, revertedReason(outcome.revertReason), nowSec);
    }
  })();
  return proceed;
}

/** One group bundled and committed: answers the orders whose operation succeeded (their target work goes on). */
async function bundleGroup(ctx: PlatformContext, evm: EvmRuntime, group: Group): Promise<Set<string>> {
  const network = findEvmNetworkByChainId(group.chainId);
  if (!network?.env) throw new Error(`no environment chain ${group.chainId}`);
  const chain = await evm.chain(network.caipId);
  const holders = new Map<string, AccountHolder>();
  for (const { order } of group.items) {
    const user = getUserById(ctx.db, order.user_id);
    if (user) holders.set(user.userSWA.toLowerCase(), user);
  }
  await placeMissingAccounts(ctx.db, chain, [...holders.values()]);
  const nowSec = nowSeconds(ctx);
  const registrations = missingRegistrations(ctx, group);
  const registered = await sendRegistrations(chain, registrations, nowSec);
  const entries = group.items.map(({ op }) => ({ userOpHash: op.userOpHash, operation: op.operation }));
  const bundled = await runBundles(chain, group.entryPoint, entries, nowSec);
  return commitGroup(ctx, chain, group, { registrations, registered }, bundled);
}

/**
 * The bundler's step of a settlement pass (docs/user-operations-flow.md), before any target-chain work: the due
 * orders' user operations still pending go on their environment chain in `handleOps` bundles, grouped per chain and
 * entry point, and are committed at once with their outcomes, so a crash after it never bundles an operation twice:
 * the next pass finds it included and goes on with its order's target work. An operation refused in validation
 * (FailedOp) or whose call reverted ends its order FAILED here. Answers the due orders whose target work goes on, in
 * their order: those whose operation succeeded (now or in an earlier pass) and those without one (orders not made
 * through execute). An unexpected error in a group is a failed attempt of each of its orders.
 */
export async function bundleDueOperations(
  ctx: PlatformContext,
  chains: PlatformChains,
  due: OrderRow[],
): Promise<OrderRow[]> {
  const evm = chains.evm;
  if (!evm) return due;
  const goOn = new Set<string>();
  const groups = new Map<string, Group>();
  for (const order of due) {
    const op = findOrderOperation(ctx.db, order.intent_id);
    if (!op || (op.status === 'included' && op.success)) goOn.add(order.intent_id);
    else if (op.status === 'pending') {
      const key = `${op.chainId}:${op.entryPoint}`;
      const group = groups.get(key) ?? { chainId: op.chainId, entryPoint: op.entryPoint, items: [] };
      group.items.push({ order, op });
      groups.set(key, group);
    } else {
      // Ended with its operation's outcome in the same commit; only an order reopened by hand gets here.
      const reason = op.status === 'rejected' ? op.reason : revertedReason(op.reason);
      failOpenOrder(ctx.db, order.intent_id, reason, nowSeconds(ctx));
    }
  }
  for (const group of groups.values()) {
    try {
      for (const id of await bundleGroup(ctx, evm, group)) goOn.add(id);
    } catch (error) {
      await evm.discardUncommitted();
      for (const { order } of group.items) recordFailedAttempt(ctx, order, error);
    }
  }
  return due.filter((order) => goOn.has(order.intent_id));
}
