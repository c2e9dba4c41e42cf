import type { PlatformContext } from '../context.js';
import type { OrderRow } from './orders-store.js';
import { settleOrder } from './settle-order.js';

export interface SettlementWorker {
  stop(): Promise<void>;
}

const TICK_MS = 100;

/**
 * One pass (at most 500 orders): INITIATED orders half-way to their settle time are picked up (IN_PROGRESS), then every IN_PROGRESS
 * order whose settle time has come is settled, oldest first. Returns how many orders were settled. Unexpected errors fail only that order's pass.
 */
export function settleDueOrders(ctx: PlatformContext): number {
  const nowMs = ctx.now();
  // One commit per pass; each settlement stays atomic in its own savepoint (settleOrder's nested transaction).
  return ctx.db.transaction(() => {
    ctx.db
      .prepare(
        `UPDATE orders SET status = 'IN_PROGRESS', updated_at = ? WHERE status = 'INITIATED' AND settle_at_ms <= ?`,
      )
      .run(Math.floor(nowMs / 1000), nowMs + Math.floor(ctx.config.settleMs / 2));
    const due = ctx.db
      .prepare(
        `SELECT * FROM orders WHERE status = 'IN_PROGRESS' AND settle_at_ms <= ? ORDER BY settle_at_ms, rowid LIMIT 500`,
      )
      .all(nowMs) as OrderRow[];
    let settled = 0;
    for (const order of due) {
      try {
        settleOrder(ctx, order);
        settled += 1;
      } catch (error) {
        ctx.logger.error({ err: error, intentId: order.intent_id }, 'settlement failed unexpectedly');
      }
    }
    return settled;
  })();
}

/**
 * Settles orders once their settle time has come (`settleMs` after execute). State lives in the database, so a
 * restart resumes every unsettled order; the first pass runs at start. `stop()` waits for a running pass.
 */
export function startSettlementWorker(ctx: PlatformContext): SettlementWorker {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const pass = () => {
    running = running.then(() => {
      if (stopped) return;
      try {
        settleDueOrders(ctx);
      } catch (error) {
        ctx.logger.error({ err: error }, 'settlement pass failed');
      }
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
