import type { TokenRow } from '../world/token-store.js';

/**
 * §14.3: `{count, tokens: […]}`; decimals and precision as decimal strings, native token address "". Then the two
 * fields the Okto v2 client's `Token` type reads: `caip2_id` (= `caip_id`) and `is_onramp_enabled` (= `onramp_enabled`).
 */
export function supportedTokensPayload(tokens: TokenRow[]) {
  return {
    count: tokens.length,
    tokens: tokens.map((t) => ({
      address: t.address,
      caip_id: t.caipId,
      symbol: t.symbol,
      image: t.image,
      name: t.name,
      short_name: t.shortName,
      id: t.tokenId,
      group_id: t.groupId,
      is_primary: t.isPrimary,
      network_id: t.networkId,
      network_name: t.networkName,
      onramp_enabled: t.onrampEnabled,
      whitelisted: true,
      decimals: String(t.decimals),
      precision: String(t.precision),
      caip2_id: t.caipId,
      is_onramp_enabled: t.onrampEnabled,
    })),
  };
}
