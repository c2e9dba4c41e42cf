import type { NewOrder } from '../chains/order-row.js';
import type { PlatformContext } from '../context.js';
import { PlatformError } from '../errors/platform-error.js';

/** Whether a job id (order intent id) was already executed. */
export const orderExists = (ctx: PlatformContext, intentId: string) =>
  ctx.db.prepare('SELECT 1 FROM orders WHERE intent_id = ?').get(intentId.toLowerCase()) !== undefined;

function insertOrder(ctx: PlatformContext, order: NewOrder): void {
  if (orderExists(ctx, order.intentId)) throw new PlatformError('REPLAYED_REQUEST', { details: 'jobId' });
  const nowMs = ctx.now();
  const nowSec = Math.floor(nowMs / 1000);
  ctx.db
    .prepare(
      `INSERT INTO orders (intent_id, user_id, client_id, intent_type, status, caip_id, details, job_parameters,
         fee_payer, created_at, updated_at, settle_at_ms) VALUES (?, ?, ?, ?, 'INITIATED', ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      order.intentId.toLowerCase(),
      order.userId,
      order.clientId,
      order.intentType,
      order.caipId,
      JSON.stringify(order.details),
      JSON.stringify(order.jobParameters),
      order.feePayer,
      nowSec,
      nowSec,
      nowMs + ctx.config.settleMs,
    );
}

interface Pending {
  order: NewOrder;
  resolve: () => void;
  reject: (error: unknown) => void;
}

const queues = new WeakMap<PlatformContext, Pending[]>();

/** Commits every order queued since the last flush in one transaction (one fsync), each in its own savepoint. */
function flush(ctx: PlatformContext): void {
  const batch = queues.get(ctx) ?? [];
  queues.delete(ctx);
  const outcomes: (unknown | undefined)[] = [];
  try {
    ctx.db.transaction(() => {
      for (const { order } of batch) {
        try {
          ctx.db.transaction(() => insertOrder(ctx, order))();
          outcomes.push(undefined);
        } catch (error) {
          outcomes.push(error ?? new Error('order insert failed'));
        }
      }
    })();
  } catch (error) {
    for (const p of batch) p.reject(error);
    return;
  }
  batch.forEach((p, i) => (outcomes[i] === undefined ? p.resolve() : p.reject(outcomes[i])));
}

/**
 * Records an INITIATED order (§10.7 steps 7–8): a job id is executed once, else 409 REPLAYED_REQUEST. Orders of
 * requests that arrive together are committed together (group commit); the promise settles after the commit, so an
 * acknowledged order is on disk.
 */
export function createOrder(ctx: PlatformContext, order: NewOrder): Promise<void> {
  return new Promise((resolve, reject) => {
    let queue = queues.get(ctx);
    if (!queue) {
      queue = [];
      queues.set(ctx, queue);
      setImmediate(() => flush(ctx));
    }
    queue.push({ order, resolve, reject });
  });
}
