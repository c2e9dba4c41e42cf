import { nowSeconds, type PlatformContext } from '../context.js';
import { forgetAttempts } from './settlement-attempts.js';
import { failOpenOrdersDueBefore } from './order-store.js';

/** How long after its settle time an order may stay unsettled before it is FAILED. */
export const DEADLINE_MS = 30_000;

export const DEADLINE_REASON =
  `The order was not settled within ${DEADLINE_MS / 1000} s of its settle time; nothing was sent on chain. ` +
  'Submit it again.';

/**
 * Fails every order still INITIATED or IN_PROGRESS DEADLINE_MS after its settle time, so an acknowledged order
 * always ends whatever kept it. Runs inside a settlement pass: no execution of those orders is in flight.
 * Answers the intent ids it failed.
 */
export function failOverdueOrders(ctx: PlatformContext): string[] {
  const nowSec = nowSeconds(ctx);
  const failed = failOpenOrdersDueBefore(ctx.db, ctx.now() - DEADLINE_MS, DEADLINE_REASON, nowSec);
  if (failed.length)
    ctx.logger.warn({ orders: failed.length }, 'orders not settled by their deadline are FAILED');
  for (const intentId of failed) forgetAttempts(ctx, intentId);
  return failed;
}
