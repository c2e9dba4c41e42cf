/** Read results (docs/protocol.md §14), camel-cased as the SDK returns them. */
import type { OrderStatus } from '@satchel/shared';
import type { UnsignedUserOperation } from '../protocol/index.js';

/**
 * One of the user's smart wallets, on one network (`getAccount`, §14.1).
 * @example
 * const wallet: Wallet | undefined = (await getAccount(client))[0];
 */
export interface Wallet {
  caipId: string;
  caip2Id: string;
  networkName: string;
  address: string;
  networkId: string;
  networkSymbol: string;
}

/**
 * A network the client may use (`getChains`, §14.2).
 * @example
 * const chain: Chain | undefined = (await getChains(client)).find((c) => c.caipId === 'eip155:84532');
 */
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

/**
 * A token the platform supports (`getTokens`, §14.3).
 * @example
 * const native: Token[] = (await getTokens(client)).filter((token) => token.address === '');
 */
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

/**
 * One token holding of the user, on one network.
 * @example
 * const holdings: PortfolioToken[] = (await getPortfolio(client)).groupTokens.flatMap((group) => group.tokens ?? []);
 */
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

/**
 * A holding aggregated across networks (`aggregationType: 'group'`), with its per-network `tokens`.
 * @example
 * const groups: PortfolioGroup[] = (await getPortfolio(client)).groupTokens;
 */
export interface PortfolioGroup extends PortfolioToken {
  groupId: string;
  aggregationType: 'token' | 'group' | string;
  tokens: PortfolioToken[] | null;
}

/**
 * The user's holdings and their totals (`getPortfolio`, §14.4).
 * @example
 * const portfolio: Portfolio = await getPortfolio(client);
 */
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

/**
 * One entry of the user's portfolio activity (`getPortfolioActivity`, §14.5).
 * @example
 * const [latest]: Activity[] = await getPortfolioActivity(client);
 */
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

/**
 * One NFT the user holds (`getPortfolioNFT`, §14.6).
 * @example
 * const images = (await getPortfolioNFT(client)).map((nft: NftPortfolioItem) => nft.image);
 */
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

/**
 * An intent's order and its status (`getOrdersHistory`, §14.7); `intentId` is an intent's job id.
 * @example
 * const order: Order = await waitForOrder(client, jobId);
 * if (order.status === 'FAILED') console.warn(order.reason);
 */
export interface Order {
  intentId: string;
  intentType: string;
  status: OrderStatus;
  networkName: string;
  caipId: string;
  downstreamTransactionHash: string[];
  transactionHash: string[];
  details: Record<string, unknown>;
  reason: string;
  blockTimestamp: number | null;
}

/**
 * Current EIP-1559 fee values (`getGasValues`, §14.8).
 * @example
 * const gas: GasValues = await getGasValues(client);
 */
export interface GasValues {
  maxFeePerGas: string;
  maxPriorityFeePerGas: string;
}

/**
 * The estimate answer (§12.3), camel-cased.
 * @example
 * const result: EstimateResult = await estimateTokenTransfer(client, input);
 * console.log(result.details.fees.approxTransactionFeesInUSDT);
 */
export interface EstimateResult {
  details: {
    estimation: Record<string, string>;
    fees: { transactionFees: Record<string, string>; approxTransactionFeesInUSDT: string };
    swapFees: Record<string, string>;
  };
  callData: Record<string, unknown>;
  userOps: UnsignedUserOperation;
}

/**
 * One page of the user's orders (`getOrdersPage`, §14.11): `count` counts the matching orders of every page.
 * @example
 * const { count, items }: OrdersPage = await getOrdersPage(client, { page: 1, size: 50 });
 */
export interface OrdersPage {
  count: number;
  items: Order[];
}

/**
 * One page of the user's portfolio activity (`getPortfolioActivityPage`, §14.11): `count` counts every page.
 * @example
 * const { count, activity }: ActivityPage = await getPortfolioActivityPage(client, { page: 2, size: 50 });
 */
export interface ActivityPage {
  count: number;
  activity: Activity[];
}
