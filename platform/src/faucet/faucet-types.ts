/** Who the faucet funds: the user and its account on each chain type. */
export interface FaucetUser {
  userId: string;
  userSWA: string;
  aptosAddress: string;
  solanaAddress: string;
}

export interface FaucetBalance {
  caip2Id: string;
  tokenAddress: string;
  symbol: string;
  owner: string;
  /** Smallest unit. */
  amount: string;
}

export type { FaucetTokenRow } from '../world/token-store.js';
