import type { UserRow } from '../world/user-store.js';
import type { ClientNetworkRow } from '../world/network-store.js';

/** The user's address on a network family (§5.4): userSWA on EVM, the Aptos or Solana address otherwise. */
export function addressOnNetwork(
  user: Pick<UserRow, 'userSWA' | 'aptosAddress' | 'solanaAddress'>,
  type: ClientNetworkRow['type'],
): string {
  if (type === 'APT') return user.aptosAddress;
  if (type === 'SVM') return user.solanaAddress;
  return user.userSWA;
}

/** §14.1: one wallet per whitelisted network, raw snake_case keys in emission order. */
export function walletsPayload(user: UserRow, networks: ClientNetworkRow[]) {
  return networks.map((n) => ({
    caip_id: n.caipId,
    caip2_id: n.caipId,
    network_name: n.networkName,
    address: addressOnNetwork(user, n.type),
    network_id: n.networkId,
    network_symbol: n.symbol,
  }));
}
