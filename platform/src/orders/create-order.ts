import type { NewOrder } from './order-row.js';
import type { PlatformContext } from '../context.js';
import { PlatformError } from '../errors/platform-error.js';
import { insertOrder, orderExists } from './order-store.js';
import { insertUserOperation } from './user-operation-store.js';

function createOne(ctx: PlatformContext, order: NewOrder): void {
  if (orderExists(ctx.db, order.intentId)) throw new PlatformError('REPLAYED_REQUEST', { details: 'jobId' });
  const nowMs = ctx.now();
  insertOrder(ctx.db, {
    intentId: order.intentId.toLowerCase(),
    userId: order.userId,
    clientId: order.clientId,
    intentType: order.intentType,
    caipId: order.caipId,
    details: JSON.stringify(order.details),
    jobParameters: JSON.stringify(order.jobParameters),
    feePayer: order.feePayer,
    createdAt: Math.floor(nowMs / 1000),
    settleAtMs: nowMs + ctx.config.settleMs,
  });
  if (order.operation)
    insertUserOperation(ctx.db, {
      ...order.operation,
      intentId: order.intentId,
      createdAt: Math.floor(nowMs / 1000),
    });
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
          ctx.db.transaction(() => createOne(ctx, order))();
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
