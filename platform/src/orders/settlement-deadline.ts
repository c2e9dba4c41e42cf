import { nowSeconds, type PlatformContext } from '../context.js';
import { forgetAttempts } from './settlement-attempts.js';

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
  const rows = ctx.db
    .prepare(
      `UPDATE orders SET status = 'FAILED', reason = ?, downstream_hashes = '[]', block_timestamp = ?, updated_at = ?
       WHERE status IN ('INITIATED', 'IN_PROGRESS') AND settle_at_ms <= ? RETURNING intent_id`,
    )
    .all(DEADLINE_REASON, nowSec, nowSec, ctx.now() - DEADLINE_MS) as { intent_id: string }[];
  if (rows.length)
    ctx.logger.warn({ orders: rows.length }, 'orders not settled by their deadline are FAILED');
  for (const { intent_id } of rows) forgetAttempts(ctx, intent_id);
  return rows.map((r) => r.intent_id);
}
