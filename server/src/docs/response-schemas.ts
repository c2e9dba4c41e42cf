import { sessionConfigSchema, USER_OP_FIELDS } from '@satchel/shared';
import * as z from 'zod';
import { ERROR_CATALOGUE } from './error-catalogue.js';

/**
 * What `data` holds in each success answer (docs/protocol.md §14, §18), as zod schemas that the OpenAPI document
 * converts with `z.toJSONSchema`. Objects are loose: the platform may add fields, and a client must ignore them.
 * Each schema carries its component name (`id`).
 */

/** The components of the document: every schema below, by name. */
export const answerRegistry = z.registry<{ id: string; description: string }>();

function named<T extends z.ZodType>(id: string, description: string, schema: T): T {
  answerRegistry.add(schema, { id, description });
  return schema;
}

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
const decimal = z.string().meta({ description: 'A decimal number as text' });
const hex = z.string().regex(/^0x[0-9a-fA-F]*$/);

const userOpShape = Object.fromEntries(
  USER_OP_FIELDS.map(([name, pattern]) => [name, z.string().regex(pattern)]),
) as Record<(typeof USER_OP_FIELDS)[number][0], z.ZodString>;

export const UserOperation = named(
  'UserOperation',
  'An unsigned ERC-4337 v0.7 user operation (12 fields, §10.1)',
  z.looseObject(userOpShape),
);
export const SignedUserOperation = named(
  'SignedUserOperation',
  'A signed ERC-4337 v0.7 user operation (13 fields)',
  z.looseObject({ ...userOpShape, signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/) }),
);

export const SessionConfig = named(
  'SessionConfig',
  'The session: send it as `sessionConfig` in the body of every explorer and intent route',
  z.object({
    sessionPrivKey: sessionConfigSchema.shape.sessionPrivKey,
    sessionPubKey: sessionConfigSchema.shape.sessionPubKey,
    userSWA: sessionConfigSchema.shape.userSWA,
  }),
);

export const OtpSent = named(
  'OtpSent',
  'The OTP was sent; `token` goes with the code to verify-otp (and resends)',
  z.looseObject({ status: z.string(), message: z.string(), code: z.int(), token: uuid, traceId: z.string() }),
);
export const OtpVerified = named(
  'OtpVerified',
  'The code was right; `authToken` logs in through api/auth/authenticate with provider `satchel`',
  z.looseObject({
    authToken: z.string(),
    message: z.string(),
    refreshAuthToken: z.string(),
    deviceToken: z.string(),
  }),
);
export const Authenticated = named(
  'Authenticated',
  'The login (§7.5); the session itself is `sessionConfig` beside `data`',
  z.looseObject({ userSWA: hex, nonce: hex, clientSWA: hex, sessionExpiry: z.int() }),
);
export const AppleTokens = named(
  'AppleTokens',
  "Apple's tokens; `id_token` logs in with provider `apple`",
  z.looseObject({ access_token: z.string(), id_token: z.string() }),
);
export const TwitterToken = named(
  'TwitterToken',
  "X's token; `access_token` logs in with provider `twitter`",
  z.looseObject({ access_token: z.string() }),
);

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

const Order = named(
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

export const Job = named(
  'Job',
  'The order was accepted; follow it with api/explorer/order-history `{intentId: jobId}`',
  z.object({ jobId: uuid }),
);

export const Estimate = named(
  'Estimate',
  'Fees (§12); `userOps` is the operation to sign (api/intent/…/executeAfterEstimate)',
  z.object({
    details: z.record(z.string(), z.unknown()),
    callData: z.looseObject({ intentType: z.string(), jobId: uuid }),
    userOps: UserOperation,
  }),
);

export const Signature = named(
  'Signature',
  'The signature, 0x + 130 hex',
  z.object({ signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/) }),
);

export const ErrorEnvelope = named(
  'ErrorEnvelope',
  'Every failure (docs/protocol.md §3.3); `errorCode` says what went wrong, see docs/errors.md',
  z.object({
    status: z.literal('error'),
    error: z.looseObject({
      code: z.int().meta({ description: 'The HTTP status' }),
      errorCode: z.enum(ERROR_CATALOGUE.map((entry) => entry.errorCode) as [string, ...string[]]),
      message: z.string(),
      details: z.string(),
      traceId: z
        .string()
        .regex(/^[0-9a-f]{32}$/)
        .meta({ description: 'The id in the server’s log; also the X-Trace-Id header' }),
    }),
  }),
);
