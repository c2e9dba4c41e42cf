const V1 = '/api/oc/v1';

/**
 * Paths of the platform calls (docs/protocol.md §4); logout's is in actions/session/logout.ts, out of this object that
 * every bundle carries whole.
 * @example
 * const url = `${client.envConfig.apiUrl}${API_PATHS.gasValues}`;
 */
export const API_PATHS = {
  wallets: `${V1}/wallets`,
  networks: `${V1}/supported/networks`,
  tokens: `${V1}/supported/tokens`,
  portfolio: `${V1}/aggregated-portfolio`,
  activity: `${V1}/portfolio/activity`,
  nftPortfolio: `${V1}/portfolio/nft`,
  orders: `${V1}/orders`,
  verifySession: `${V1}/verify-session`,
  userKeys: `${V1}/user-keys`,
  gasValues: `${V1}/gas-values`,
  authenticate: `${V1}/authenticate`,
  execute: `${V1}/execute`,
  signMessage: `${V1}/signMessage`,
  readContractData: `${V1}/readContractData`,
} as const;
