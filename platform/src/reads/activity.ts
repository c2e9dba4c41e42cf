import type { PlatformContext } from '../context.js';
import type { PlatformChains } from '../runtimes/platform-chains.js';
import { explorerUrl } from '../world/world-store.js';
import { formatFixed, timesPrice, unitsToFixed } from '../world/decimal.js';
import { userAccounts } from './user-accounts.js';

interface ActivityRow {
  id: string;
  transfer_type: 'DEPOSIT' | 'WITHDRAWAL';
  order_type: string;
  quantity: string;
  tx_hash: string;
  created_at: number;
  symbol: string;
  image: string;
  name: string;
  short_name: string;
  group_id: string;
  decimals: number;
  price_usdt: string;
  network_id: string;
  network_name: string;
  explorer_tx_url: string;
  network_symbol: string;
  caip_id: string;
}

/**
 * GET /portfolio/activity (§14.5): both sides of every movement on the user's accounts, newest first;
 * `network_explorer_url` is the platform's transaction page on the networks it runs. Each entry ends
 * with `caip2_id` (= `caip_id`), which the Okto v2 client's `UserPortfolioActivity` type reads; `status` stays the
 * boolean §14.5 specifies (that type says string).
 */
export function portfolioActivity(
  ctx: PlatformContext,
  chains: PlatformChains,
  session: { userId: string; clientId: string },
) {
  const { keys } = userAccounts(ctx, session.userId);
  const rows = ctx.db
    .prepare(
      `SELECT a.id, a.transfer_type, a.order_type, a.quantity, a.tx_hash, a.created_at, t.symbol, t.image, t.name,
              t.short_name, t.group_id, t.decimals, t.price_usdt, n.network_id, n.network_name, n.explorer_tx_url,
              n.symbol AS network_symbol, n.caip_id
       FROM activity a JOIN tokens t ON t.token_id = a.token_id JOIN networks n ON n.network_id = t.network_id
       JOIN client_networks cn ON cn.network_id = n.network_id AND cn.client_id = ?
       WHERE a.owner_key IN (?, ?, ?) ORDER BY a.created_at DESC, a.rowid DESC`,
    )
    .all(session.clientId, ...keys) as ActivityRow[];
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
  return { count: activity.length, activity };
}
