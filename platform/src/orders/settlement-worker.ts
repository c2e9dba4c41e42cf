import type { PlatformContext } from '../context.js';
import type { ChainRuntime, PlatformChains } from '../runtimes/platform-chains.js';
import type { OrderRow } from './order-row.js';
import { commitOrder, prepareOrder, type PreparedOrder } from './settle-order.js';
import { forgetAttempts, recordFailedAttempt } from './settlement-attempts.js';
import { failOverdueOrders } from './settlement-deadline.js';
import { errorSummary } from '../errors/settlement-failure.js';
import { listDueOrders, startOrdersDueBy } from './order-store.js';
import { bundleDueOperations } from './bundle-due-operations.js';
import { repeatPasses, type RepeatedPasses } from './repeat-passes.js';

export type SettlementWorker = RepeatedPasses;

const TICK_MS = 100;
/** Orders one settlement pass takes at most. */
export const PASS_LIMIT = 500;

/**
 * One pass (at most 500 orders): INITIATED orders half-way to their settle time are picked up (IN_PROGRESS), then
 * the due orders' user operations are bundled on their environment chains (bundle-due-operations.ts; an operation
 * that fails there ends its order FAILED), then every other due order is executed, oldest first — on its chain's runtime (in memory,
 * one after the other) or by the ledger — and ONE transaction commits every outcome with its order, so chain state
 * and orders always agree. An unexpected error while settling an order is that order's failed attempt
 * (settlement-attempts.ts), never the pass's; when the pass was not full, orders past their deadline are FAILED.
 * Returns how many orders were settled.
 */
export async function settleDueOrders(ctx: PlatformContext, chains: PlatformChains): Promise<number> {
  return (await settlePass(ctx, chains)).settled;
}

interface PassOutcome {
  settled: number;
  /** The pass took as many orders as a pass takes: more are likely due. */
  full: boolean;
}

const settlePass = (ctx: PlatformContext, chains: PlatformChains): Promise<PassOutcome> =>
  chains.exclusive(() => runPass(ctx, chains));

function pickDueOrders(ctx: PlatformContext): OrderRow[] {
  const nowMs = ctx.now();
  return ctx.db.transaction(() => {
    startOrdersDueBy(ctx.db, nowMs + Math.floor(ctx.config.settleMs / 2), Math.floor(nowMs / 1000));
    return listDueOrders(ctx.db, nowMs, PASS_LIMIT);
  })();
}

async function runPass(ctx: PlatformContext, chains: PlatformChains): Promise<PassOutcome> {
  const { runtimes } = chains;
  const picked = pickDueOrders(ctx);
  // Their user operations first, bundled on the environment chains and committed (docs/user-operations-flow.md).
  const due = await bundleDueOperations(ctx, chains, picked);
  let settled = 0;
  let batch: PreparedOrder[] = [];
  for (const order of due) {
    try {
      batch.push(await prepareOrder(ctx, chains, order));
    } catch (error) {
      // The runtime may hold part of this order's execution: commit the orders executed before it, go back to
      // the database's state, and go on with the next.
      settled += await commitBatch(ctx, runtimes, batch);
      batch = [];
      await discardUncommitted(runtimes);
      recordFailedAttempt(ctx, order, error);
    }
  }
  settled += await commitBatch(ctx, runtimes, batch);
  // A full pass means a backlog: its orders are being worked through, oldest first, and are not overdue.
  const full = picked.length >= PASS_LIMIT;
  if (!full) failOverdueOrders(ctx);
  return { settled, full };
}

const discardUncommitted = async (runtimes: ChainRuntime[]) => {
  for (const runtime of runtimes) await runtime.discardUncommitted();
};

/**
 * Commits a batch of prepared orders in one transaction, each in its own savepoint: an order whose commit throws
 * is rolled back alone and counts a failed attempt. The runtime's orders after it were executed on top of it, so
 * they are left IN_PROGRESS (executed again next pass) and the runtimes drop what they hold. If the transaction
 * itself fails, nothing of the batch is kept and the pass is retried. Answers how many orders were committed.
 */
async function commitBatch(
  ctx: PlatformContext,
  runtimes: ChainRuntime[],
  batch: PreparedOrder[],
): Promise<number> {
  if (batch.length === 0) return 0;
  let stale = false;
  let committed = 0;
  try {
    ctx.db.transaction(() => {
      for (const prepared of batch) {
        // Outcomes and failures computed by a runtime depend on the orders executed before them; the ledger's
        // settle now, on the database.
        if (stale && prepared.kind !== 'ledger') continue;
        try {
          ctx.db.transaction(() => commitOrder(ctx, prepared))();
          forgetAttempts(ctx, prepared.order.intent_id);
          committed += 1;
        } catch (error) {
          if (prepared.kind !== 'ledger') stale = true;
          recordFailedAttempt(ctx, prepared.order, error);
        }
      }
    })();
  } catch (error) {
    ctx.logger.error({ error: errorSummary(error) }, 'settlement commit failed; the pass is retried');
    stale = true;
    committed = 0;
  }
  if (stale) await discardUncommitted(runtimes);
  return committed;
}

/**
 * Settles orders once their settle time has come (`settleMs` after execute). State lives in the database, so a
 * restart resumes every unsettled order; the first pass runs at start, and a full pass that settled orders is followed
 * by the next at once (repeat-passes.ts). `stop()` waits for a running pass. A pass that fails logs one line, and the
 * same failure again only once it has changed.
 */
export function startSettlementWorker(ctx: PlatformContext, chains: PlatformChains): SettlementWorker {
  let lastFailure: string | undefined;
  const pass = () =>
    settlePass(ctx, chains).then(
      ({ full, settled }) => {
        lastFailure = undefined;
        // Only a full pass that settled orders goes on at once: one that made no progress (a fault that fails every
        // order again) waits for the tick, as any pass did before, rather than spinning.
        return full && settled > 0;
      },
      (error: unknown) => {
        const summary = errorSummary(error);
        if (summary !== lastFailure) ctx.logger.error({ error: summary }, 'settlement pass failed');
        lastFailure = summary;
        return false;
      },
    );
  return repeatPasses(pass, Math.max(10, Math.min(TICK_MS, ctx.config.settleMs || TICK_MS)));
}
