import { nowSeconds, type PlatformContext } from '../context.js';
import type { OrderRow } from './order-row.js';
import { errorSummary } from '../errors/settlement-failure.js';
import { failOpenOrder, postponeOrder } from './order-store.js';

/** Attempts an order gets when settling it throws an unexpected error (a cause that may pass), then it FAILS. */
export const MAX_ATTEMPTS = 3;
/** Wait before attempt 2, 3, …: the order moves behind the orders due meanwhile. */
const BACKOFF_MS = [250, 1_000];

/**
 * The reason of an order given up after MAX_ATTEMPTS unexpected errors. No error text: what failed is in the log
 * (with the intent id); the user learns what they can do.
 */
export const GAVE_UP_REASON =
  `The platform could not settle this order (${MAX_ATTEMPTS} attempts failed); nothing was sent on chain. ` +
  'Check its addresses, token, amount and calldata, then submit it again.';

// Per platform, in memory: after a restart an order starts its count again, still bounded by the deadline.
const counts = new WeakMap<PlatformContext, Map<string, number>>();

function countsOf(ctx: PlatformContext): Map<string, number> {
  let map = counts.get(ctx);
  if (!map) counts.set(ctx, (map = new Map()));
  return map;
}

/** Ends an order still IN_PROGRESS (or INITIATED) as FAILED with `reason`; nothing of it was committed on chain. */
export function failOrder(ctx: PlatformContext, intentId: string, reason: string): void {
  const nowSec = nowSeconds(ctx);
  failOpenOrder(ctx.db, intentId, reason, nowSec);
  countsOf(ctx).delete(intentId);
}

/**
 * Settling `order` threw an unexpected error: one log line, then either a later attempt (its settle time moves on
 * by the backoff, so the orders behind it go first) or, after MAX_ATTEMPTS, FAILED with GAVE_UP_REASON.
 */
export function recordFailedAttempt(
  ctx: PlatformContext,
  order: OrderRow,
  error: unknown,
): 'retry' | 'failed' {
  const map = countsOf(ctx);
  const attempt = (map.get(order.intent_id) ?? 0) + 1;
  const last = attempt >= MAX_ATTEMPTS;
  ctx.logger.warn(
    { intentId: order.intent_id, attempt, maxAttempts: MAX_ATTEMPTS, error: errorSummary(error) },
    last ? 'settlement failed; the order is FAILED' : 'settlement failed; the order is retried',
  );
  if (last) {
    failOrder(ctx, order.intent_id, GAVE_UP_REASON);
    return 'failed';
  }
  map.set(order.intent_id, attempt);
  postponeOrder(ctx.db, order.intent_id, ctx.now() + BACKOFF_MS[attempt - 1]);
  return 'retry';
}

/** The order ended: its count of failed attempts goes. */
export const forgetAttempts = (ctx: PlatformContext, intentId: string) => countsOf(ctx).delete(intentId);
