/** Read results (PROTOCOL §14), camel-cased as the SDK returns them. */

export interface Wallet {
  caipId: string;
  caip2Id: string;
  networkName: string;
  address: string;
  networkId: string;
  networkSymbol: string;
}

export interface Chain {
  caipId: string;
  networkName: string;
  chainId: string;
  logo: string;
  sponsorshipEnabled: boolean;
  gsnEnabled: boolean;
  type: 'EVM' | 'APT' | 'SVM' | string;
  networkId: string;
  onrampEnabled: boolean;
  whitelisted: boolean;
}

export interface Token {
  address: string;
  caipId: string;
  symbol: string;
  image: string;
  name: string;
  shortName: string;
  id: string;
  groupId: string;
  isPrimary: boolean;
  networkId: string;
  networkName: string;
  onrampEnabled: boolean;
  whitelisted: boolean;
  decimals: string;
  precision: string;
}

export interface PortfolioToken {
  id: string;
  name: string;
  symbol: string;
  shortName: string;
  tokenImage: string;
  tokenAddress: string;
  networkId: string;
  caipId: string;
  caip2Id: string;
  precision: string;
  networkName: string;
  isPrimary: boolean;
  balance: string;
  holdingsPriceUsdt: string;
  holdingsPriceInr: string;
}

export interface PortfolioGroup extends PortfolioToken {
  groupId: string;
  aggregationType: 'token' | 'group' | string;
  tokens: PortfolioToken[] | null;
}

export interface Portfolio {
  aggregatedData: {
    holdingsCount: string;
    holdingsPriceInr: string;
    holdingsPriceUsdt: string;
    totalHoldingPriceInr: string;
    totalHoldingPriceUsdt: string;
  };
  groupTokens: PortfolioGroup[];
}

export interface Activity {
  symbol: string;
  image: string;
  name: string;
  shortName: string;
  id: string;
  groupId: string;
  description: string;
  quantity: string;
  amount: string;
  orderType: string;
  transferType: string;
  status: boolean;
  createdAt: string;
  updatedAt: string;
  timestamp: number;
  txHash: string;
  networkId: string;
  networkName: string;
  networkExplorerUrl: string;
  networkSymbol: string;
  caipId: string;
}

export interface NftPortfolioItem {
  caipId: string;
  networkName: string;
  entityType: string;
  collectionAddress: string;
  collectionName: string;
  nftId: string;
  image: string;
  quantity: string;
  tokenUri: string;
  description: string;
  nftName: string;
  explorerSmartContractUrl: string;
  collectionImage: string;
}

export interface Order {
  intentId: string;
  intentType: string;
  status: string;
  networkName: string;
  caipId: string;
  downstreamTransactionHash: string[];
  transactionHash: string[];
  details: Record<string, unknown>;
  reason: string;
  blockTimestamp: number | null;
}

export interface GasValues {
  maxFeePerGas: string;
  maxPriorityFeePerGas: string;
}
