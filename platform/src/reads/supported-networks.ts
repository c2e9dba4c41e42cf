import type { ClientNetworkRow } from '../world/network-store.js';

/**
 * §14.2: `{count, network: […]}` with raw snake_case keys in emission order, then `whitelist`, the name the Okto v2
 * client's `GetSupportedNetworksResponseData` type reads (same value as `whitelisted`).
 */
export function supportedNetworksPayload(networks: ClientNetworkRow[]) {
  return {
    count: networks.length,
    network: networks.map((n) => ({
      caip_id: n.caipId,
      network_name: n.networkName,
      chain_id: n.chainId,
      logo: n.logo,
      sponsorship_enabled: n.sponsorshipEnabled,
      gsn_enabled: n.gsnEnabled,
      type: n.type,
      network_id: n.networkId,
      onramp_enabled: n.onrampEnabled,
      whitelisted: true,
      whitelist: true,
    })),
  };
}
