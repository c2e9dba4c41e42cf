import type { PlatformContext } from '../context.js';
import type { OrderRow } from './orders-store.js';
import { commitOrder, prepareOrder, type PreparedOrder } from './settle-order.js';

export interface SettlementWorker {
  stop(): Promise<void>;
}

const TICK_MS = 100;
const PASS_LIMIT = 500;

/**
 * One pass (at most 500 orders): INITIATED orders half-way to their settle time are picked up (IN_PROGRESS), then
 * every IN_PROGRESS order whose settle time has come is executed, oldest first — on its chain's runtime (in memory,
 * one after the other) or by the ledger — and ONE transaction commits every outcome with its order. If that commit
 * fails, the runtimes drop what they executed and the orders stay IN_PROGRESS for the next pass, so chain state and
 * orders always agree. Returns how many orders were settled.
 */
export function settleDueOrders(ctx: PlatformContext): Promise<number> {
  return ctx.chains.exclusive(() => runPass(ctx));
}

async function runPass(ctx: PlatformContext): Promise<number> {
  const nowMs = ctx.now();
  const due = ctx.db.transaction(() => {
    ctx.db
      .prepare(
        `UPDATE orders SET status = 'IN_PROGRESS', updated_at = ? WHERE status = 'INITIATED' AND settle_at_ms <= ?`,
      )
      .run(Math.floor(nowMs / 1000), nowMs + Math.floor(ctx.config.settleMs / 2));
    return ctx.db
      .prepare(
        `SELECT * FROM orders WHERE status = 'IN_PROGRESS' AND settle_at_ms <= ? ORDER BY settle_at_ms, rowid LIMIT ?`,
      )
      .all(nowMs, PASS_LIMIT) as OrderRow[];
  })();
  if (due.length === 0) return 0;
  const prepared: PreparedOrder[] = [];
  for (const order of due) {
    try {
      prepared.push(await prepareOrder(ctx, ctx.chains.runtimes, order));
    } catch (error) {
      // Unexpected: this order stays IN_PROGRESS (retried next pass); the others go on.
      ctx.logger.error({ err: error, intentId: order.intent_id }, 'settlement failed unexpectedly');
    }
  }
  try {
    ctx.db.transaction(() => {
      for (const p of prepared) commitOrder(ctx, p);
    })();
  } catch (error) {
    ctx.logger.error({ err: error }, 'settlement commit failed; the pass is retried');
    for (const runtime of ctx.chains.runtimes) await runtime.discardUncommitted();
    return 0;
  }
  return prepared.length;
}

/**
 * Settles orders once their settle time has come (`settleMs` after execute). State lives in the database, so a
 * restart resumes every unsettled order; the first pass runs at start. Passes never overlap. `stop()` waits for a
 * running pass.
 */
export function startSettlementWorker(ctx: PlatformContext): SettlementWorker {
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  let stopped = false;
  const pass = () => {
    if (busy || stopped) return;
    busy = true;
    running = settleDueOrders(ctx)
      .then(
        () => undefined,
        (error: unknown) => ctx.logger.error({ err: error }, 'settlement pass failed'),
      )
      .finally(() => {
        busy = false;
      });
  };
  pass();
  const timer = setInterval(pass, Math.max(10, Math.min(TICK_MS, ctx.config.settleMs || TICK_MS)));
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
