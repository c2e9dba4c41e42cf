import { orderFiltersSchema } from '@satchel/shared';
import type { PlatformContext } from '../context.js';
import { validateBody } from '../http/validate-body.js';
import { minedFailureHashes } from './mined-failure-hash.js';
import { countUserOrders, listUserOrders } from '../orders/order-store.js';
import { pageWindow } from './page-window.js';

const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/**
 * GET /orders (§14.7): the session user's orders, newest first, filtered by `intent_id`, `status`, `intent_type`
 * (validated with the shared order filters), one page of them with `page` and `size`; `count` counts every page.
 * `forceIntentType` serves /nft/order-details. A FAILED order's hash fields hold its mined, reverted transaction when
 * there is one.
 */
export function listOrders(
  ctx: PlatformContext,
  session: { userId: string },
  query: Record<string, unknown>,
  forceIntentType?: string,
) {
  const filters = validateBody(orderFiltersSchema, {
    intentId: single(query.intent_id),
    status: single(query.status),
    intentType: forceIntentType ?? single(query.intent_type),
  });
  const where = {
    intentId: filters.intentId?.toLowerCase() ?? null,
    status: filters.status ?? null,
    intentType: filters.intentType ?? null,
  };
  const { limit, offset } = pageWindow(query);
  const rows = listUserOrders(ctx.db, session.userId, where, limit, offset);
  const items = rows.map((r) => {
    const recorded = JSON.parse(r.downstream_hashes) as string[];
    // A FAILED order whose transaction was mined (and reverted) shows it, so its explorer page can be reached.
    const hashes =
      r.status === 'FAILED' && recorded.length === 0 ? minedFailureHashes(ctx, r.intent_id) : recorded;
    return {
      intent_id: r.intent_id,
      intent_type: r.intent_type,
      status: r.status,
      network_name: r.network_name ?? '',
      caip_id: r.caip_id,
      downstream_transaction_hash: hashes,
      transaction_hash: hashes,
      details: JSON.parse(r.details),
      reason: r.reason,
      block_timestamp: r.block_timestamp,
    };
  });
  const count = limit === -1 ? items.length : countUserOrders(ctx.db, session.userId, where);
  return { count, items };
}
