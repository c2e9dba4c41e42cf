/** Read results (PROTOCOL §14), camel-cased as the SDK returns them. */

export interface Wallet {
  caipId: string;
  caip2Id: string;
  networkName: string;
  address: string;
  networkId: string;
  networkSymbol: string;
}

/** A network the client may use (`getChains`, §14.2). */
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

/** A token the platform supports (`getTokens`, §14.3). */
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

/** One token holding of the user, on one network. */
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

/** A holding aggregated across networks (`aggregationType: 'group'`), with its per-network `tokens`. */
export interface PortfolioGroup extends PortfolioToken {
  groupId: string;
  aggregationType: 'token' | 'group' | string;
  tokens: PortfolioToken[] | null;
}

/** The user's holdings and their totals (`getPortfolio`, §14.4). */
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

/** One entry of the user's portfolio activity (`getPortfolioActivity`, §14.5). */
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

/** One NFT the user holds (`getPortfolioNFT`, §14.6). */
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

/** An intent's order and its status (`getOrdersHistory`, §14.7); `intentId` is an intent's job id. */
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

/** Current EIP-1559 fee values (`getGasValues`, §14.8). */
export interface GasValues {
  maxFeePerGas: string;
  maxPriorityFeePerGas: string;
}
