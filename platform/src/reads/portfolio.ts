import type { PlatformContext } from '../context.js';
import { listClientTokens, type TokenRow } from '../world/token-store.js';
import { ownerForChainType } from '../world/owner-for-chain-type.js';
import { balanceOf } from '../ledger/ledger.js';
import { formatFixed, timesPrice, unitsToFixed, type Fixed } from '../world/decimal.js';
import { networkTypeOf, userAccounts } from './user-accounts.js';

interface Holding {
  token: TokenRow;
  units: Fixed;
  usdt: Fixed;
  inr: Fixed;
}

const tokenFields = (t: TokenRow) => ({
  id: t.tokenId,
  name: t.name,
  symbol: t.symbol,
  short_name: t.shortName,
  token_image: t.image,
  token_address: t.address,
});
const networkFields = (t: TokenRow) => ({
  network_id: t.networkId,
  caip_id: t.caipId,
  caip2_id: t.caipId,
  precision: String(t.precision),
  network_name: t.networkName,
  is_primary: t.isPrimary,
});
const sum = (values: Fixed[]) => values.reduce((a, b) => a + b, 0n);

/**
 * GET /aggregated-portfolio (§14.4): the user's non-zero balances on the client's tokens, grouped by asset group
 * (a group of one held token is aggregation "token" with tokens null), whole units and USDT / INR values.
 */
export function aggregatedPortfolio(ctx: PlatformContext, session: { userId: string; clientId: string }) {
  const { user } = userAccounts(ctx, session.userId);
  const groups = new Map<string, Holding[]>();
  for (const token of listClientTokens(ctx.db, session.clientId)) {
    const amount = balanceOf(ctx, token.tokenId, ownerForChainType(user, networkTypeOf(token.caipId)));
    if (amount === 0n) continue;
    const units = unitsToFixed(amount, token.decimals);
    const holding = {
      token,
      units,
      usdt: timesPrice(units, token.priceUsdt),
      inr: timesPrice(units, token.priceInr),
    };
    groups.set(token.groupId, [...(groups.get(token.groupId) ?? []), holding]);
  }
  const group_tokens = [...groups.values()].map((held) => {
    const lead = held.find((h) => h.token.isPrimary) ?? held[0];
    return {
      ...tokenFields(lead.token),
      group_id: lead.token.groupId,
      ...networkFields(lead.token),
      balance: formatFixed(sum(held.map((h) => h.units))),
      holdings_price_usdt: formatFixed(sum(held.map((h) => h.usdt))),
      holdings_price_inr: formatFixed(sum(held.map((h) => h.inr))),
      aggregation_type: held.length > 1 ? 'group' : 'token',
      tokens:
        held.length > 1
          ? held.map((h) => ({
              ...tokenFields(h.token),
              ...networkFields(h.token),
              balance: formatFixed(h.units),
              holdings_price_usdt: formatFixed(h.usdt),
              holdings_price_inr: formatFixed(h.inr),
            }))
          : null,
    };
  });
  const all = [...groups.values()].flat();
  const usdt = formatFixed(sum(all.map((h) => h.usdt)));
  const inr = formatFixed(sum(all.map((h) => h.inr)));
  return {
    aggregated_data: {
      holdings_count: String(group_tokens.length),
      holdings_price_inr: inr,
      holdings_price_usdt: usdt,
      total_holding_price_inr: inr,
      total_holding_price_usdt: usdt,
    },
    group_tokens,
  };
}
