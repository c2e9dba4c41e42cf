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

/** A seeded token as the faucet reads it (with the network's CAIP-2 id and chain type). */
export interface FaucetTokenRow {
  token_id: string;
  caip_id: string;
  type: 'EVM' | 'APT' | 'SVM';
  address: string;
  symbol: string;
  faucet_amount: string;
}
