import type { PlatformContext } from '../context.js';
import type { PlatformChains } from '../runtimes/platform-chains.js';
import { formatFixed, timesPrice, unitsToFixed } from '../world/decimal.js';
import { userAccounts } from './user-accounts.js';
import { countClientActivity, listClientActivity } from '../ledger/activity-store.js';
import { pageWindow } from './page-window.js';

/**
 * GET /portfolio/activity (§14.5): both sides of every movement on the user's accounts, newest first, one page of
 * them with `page` and `size` (`count` counts every page);
 * `network_explorer_url` is a page of the platform's own explorer (see explorerLink). Each entry ends
 * with `caip2_id` (= `caip_id`), which the Okto v2 client's `UserPortfolioActivity` type reads; `status` stays the
 * boolean §14.5 specifies (that type says string).
 */
export function portfolioActivity(
  ctx: PlatformContext,
  chains: PlatformChains,
  session: { userId: string; clientId: string },
  query: Record<string, unknown> = {},
) {
  const { keys } = userAccounts(ctx, session.userId);
  const { limit, offset } = pageWindow(query);
  const rows = listClientActivity(ctx.db, session.clientId, keys, limit, offset);
  const local = (caipId: string) => chains.runtimes.some((runtime) => runtime.handles(caipId));
  const activity = rows.map((r) => {
    const units = unitsToFixed(BigInt(r.quantity), r.decimals);
    const iso = new Date(r.created_at * 1000).toISOString();
    return {
      symbol: r.symbol,
      image: r.image,
      name: r.name,
      short_name: r.short_name,
      id: r.id,
      group_id: r.group_id,
      description: r.transfer_type === 'DEPOSIT' ? 'Deposit' : 'Withdraw',
      quantity: formatFixed(units),
      amount: formatFixed(timesPrice(units, r.price_usdt)),
      order_type: r.order_type,
      transfer_type: r.transfer_type,
      status: true,
      created_at: iso,
      updated_at: iso,
      timestamp: r.created_at,
      tx_hash: r.tx_hash,
      network_id: r.network_id,
      network_name: r.network_name,
      network_explorer_url: explorerLink(ctx.config.publicUrl, r, local(r.caip_id)),
      network_symbol: r.network_symbol,
      caip_id: r.caip_id,
      caip2_id: r.caip_id,
    };
  });
  const count = limit === -1 ? activity.length : countClientActivity(ctx.db, session.clientId, keys);
  return { count, activity };
}

/**
 * Where an entry's transaction can be seen: never a public explorer, which never saw a local transaction. On a chain
 * the platform runs, its transaction page; on its ledger (Aptos), the page of the order that moved it; a ledger
 * top-up by the faucet has no order and no page ('').
 */
function explorerLink(
  publicUrl: string,
  row: { tx_hash: string; intent_id: string | null },
  onChain: boolean,
) {
  if (onChain) return `${publicUrl}/explorer/tx/${row.tx_hash}`;
  return row.intent_id ? `${publicUrl}/explorer/order/${row.intent_id}` : '';
}
