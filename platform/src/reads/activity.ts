import type { PlatformContext } from '../context.js';
import type { PlatformChains } from '../runtimes/platform-chains.js';
import { explorerUrl } from '../world/explorer-url.js';
import { formatFixed, timesPrice, unitsToFixed } from '../world/decimal.js';
import { userAccounts } from './user-accounts.js';
import { countClientActivity, listClientActivity } from '../ledger/activity-store.js';
import { pageWindow } from './page-window.js';

/**
 * GET /portfolio/activity (§14.5): both sides of every movement on the user's accounts, newest first, one page of
 * them with `page` and `size` (`count` counts every page);
 * `network_explorer_url` is the platform's transaction page on the networks it runs. Each entry ends
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
  // Transactions of the chains the platform runs are on its own explorer, not on public ones that never saw them.
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
      network_explorer_url: local(r.caip_id)
        ? `${ctx.config.publicUrl}/explorer/tx/${r.tx_hash}`
        : explorerUrl(r.explorer_tx_url, r.tx_hash),
      network_symbol: r.network_symbol,
      caip_id: r.caip_id,
      caip2_id: r.caip_id,
    };
  });
  const count = limit === -1 ? activity.length : countClientActivity(ctx.db, session.clientId, keys);
  return { count, activity };
}
