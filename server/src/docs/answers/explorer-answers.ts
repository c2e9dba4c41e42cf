// What `data` holds in the answers of api/explorer/* (§18.3).
import * as z from 'zod';
import { decimal, named } from './answer-registry.js';

const Wallet = named(
  'Wallet',
  "One of the user's smart wallets, on one network",
  z.looseObject({
    caipId: z.string(),
    caip2Id: z.string(),
    networkName: z.string(),
    address: z.string(),
    networkId: z.string(),
    networkSymbol: z.string(),
  }),
);
export const Wallets = named('Wallets', 'The wallets, one per whitelisted network', z.array(Wallet));

const Chain = named(
  'Chain',
  'A network the client may use',
  z.looseObject({
    caipId: z.string(),
    networkName: z.string(),
    chainId: z.string(),
    logo: z.string(),
    sponsorshipEnabled: z.boolean(),
    gsnEnabled: z.boolean(),
    type: z.string().meta({ description: 'EVM, APT or SVM' }),
    networkId: z.string(),
    onrampEnabled: z.boolean(),
    whitelisted: z.boolean(),
  }),
);
export const Chains = named(
  'Chains',
  'Whitelisted networks',
  z.object({ count: z.int(), network: z.array(Chain) }),
);

const Token = named(
  'Token',
  'A token the platform supports (`address` "" is the native token)',
  z.looseObject({
    address: z.string(),
    caipId: z.string(),
    symbol: z.string(),
    image: z.string(),
    name: z.string(),
    shortName: z.string(),
    id: z.string(),
    groupId: z.string(),
    isPrimary: z.boolean(),
    networkId: z.string(),
    networkName: z.string(),
    onrampEnabled: z.boolean(),
    whitelisted: z.boolean(),
    decimals: decimal,
    precision: decimal,
  }),
);
export const Tokens = named(
  'Tokens',
  'Whitelisted tokens',
  z.object({ count: z.int(), tokens: z.array(Token) }),
);

const portfolioTokenShape = {
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  shortName: z.string(),
  tokenImage: z.string(),
  tokenAddress: z.string(),
  networkId: z.string(),
  caipId: z.string(),
  caip2Id: z.string(),
  precision: decimal,
  networkName: z.string(),
  isPrimary: z.boolean(),
  balance: decimal,
  holdingsPriceUsdt: decimal,
  holdingsPriceInr: decimal,
};
const PortfolioToken = named(
  'PortfolioToken',
  'A holding on one network',
  z.looseObject(portfolioTokenShape),
);
const PortfolioGroup = named(
  'PortfolioGroup',
  'A holding aggregated across networks, with its per-network `tokens`',
  z.looseObject({
    ...portfolioTokenShape,
    groupId: z.string(),
    aggregationType: z.string(),
    tokens: z.array(PortfolioToken).nullable(),
  }),
);
export const Portfolio = named(
  'Portfolio',
  "The user's holdings and their totals",
  z.object({
    aggregatedData: z.looseObject({
      holdingsCount: decimal,
      holdingsPriceInr: decimal,
      holdingsPriceUsdt: decimal,
      totalHoldingPriceInr: decimal,
      totalHoldingPriceUsdt: decimal,
    }),
    groupTokens: z.array(PortfolioGroup),
  }),
);

const ActivityItem = named(
  'ActivityItem',
  'A deposit or withdrawal',
  z.looseObject({
    symbol: z.string(),
    name: z.string(),
    id: z.string(),
    description: z.string(),
    quantity: decimal,
    amount: decimal,
    orderType: z.string(),
    transferType: z.string(),
    status: z.boolean(),
    createdAt: z.string(),
    timestamp: z.number(),
    txHash: z.string(),
    networkName: z.string(),
    networkExplorerUrl: z.string(),
    caipId: z.string(),
  }),
);
export const Activity = named(
  'Activity',
  'Deposits and withdrawals',
  z.object({ count: z.int(), activity: z.array(ActivityItem) }),
);

const Nft = named(
  'Nft',
  'An NFT the user holds',
  z.looseObject({
    caipId: z.string(),
    networkName: z.string(),
    entityType: z.string(),
    collectionAddress: z.string(),
    collectionName: z.string(),
    nftId: z.string(),
    image: z.string(),
    quantity: decimal,
    tokenUri: z.string(),
    description: z.string(),
    nftName: z.string(),
  }),
);
export const Nfts = named('Nfts', "The user's NFTs", z.object({ count: z.int(), details: z.array(Nft) }));

export const Order = named(
  'Order',
  'An order; `intentId` is the jobId of the intent. Final once `status` is SUCCESSFUL or FAILED (`reason` says why)',
  z.looseObject({
    intentId: z.string(),
    intentType: z.string(),
    status: z.string().meta({ description: 'INITIATED, IN_PROGRESS, SUCCESSFUL or FAILED' }),
    networkName: z.string(),
    caipId: z.string(),
    downstreamTransactionHash: z.array(z.string()),
    transactionHash: z.array(z.string()),
    details: z.record(z.string(), z.unknown()),
    reason: z.string(),
    blockTimestamp: z.number().nullable(),
  }),
);
export const Orders = named(
  'Orders',
  'Orders, newest first',
  z.object({ count: z.int(), items: z.array(Order) }),
);

export const ContractOutputs = named(
  'ContractOutputs',
  'One string per output of the view function',
  z.array(z.string()),
);
