import {
  getAccount,
  getChains,
  getOrdersPage,
  getPortfolio,
  getPortfolioActivityPage,
  getPortfolioNFT,
  getTokens,
  readContractData,
} from '@satchel/sdk';
import { type ContractReadInput } from '@satchel/shared';
import {
  bffActivityBodySchema,
  bffOrderHistoryBodySchema,
  bffReadContractBodySchema,
  bffSessionBodySchema,
} from '@satchel/shared/bff';
import { EXAMPLE_SESSION, EXAMPLE_USER_SWA, EXAMPLE_UUID } from './examples.js';
import { defineRoute } from '../http/route.js';

const list = <K extends string>(key: K, items: unknown[]) =>
  ({ count: items.length, [key]: items }) as { count: number } & Record<K, unknown[]>;

const sessionRoute = (path: string, summary: string, answer: string) => ({
  path: `/api/explorer/${path}`,
  group: 'explorer' as const,
  summary,
  body: bffSessionBodySchema,
  session: true,
  answer,
  example: { sessionConfig: EXAMPLE_SESSION },
});

export const accountRoute = defineRoute({
  ...sessionRoute(
    'account',
    "The user's wallets, one per whitelisted network",
    'array of {caipId, caip2Id, networkName, address, networkId, networkSymbol}',
  ),
  handle: async ({ client }) => getAccount(await client()),
});

export const chainsRoute = defineRoute({
  ...sessionRoute('chains', 'Networks whitelisted for the client', '{count, network}'),
  handle: async ({ client }) => list('network', await getChains(await client())),
});

export const tokensRoute = defineRoute({
  ...sessionRoute('tokens', 'Tokens whitelisted for the client', '{count, tokens}'),
  handle: async ({ client }) => list('tokens', await getTokens(await client())),
});

export const portfolioRoute = defineRoute({
  ...sessionRoute('portfolio', 'Aggregated portfolio', '{aggregatedData, groupTokens}'),
  handle: async ({ client }) => getPortfolio(await client()),
});

/** `page` and `size` of a body, when given (docs/protocol.md §14.11). */
const pagingOf = (body: { page?: number | undefined; size?: number | undefined }) => ({
  ...(body.page !== undefined && { page: body.page }),
  ...(body.size !== undefined && { size: body.size }),
});

export const portfolioActivityRoute = defineRoute({
  ...sessionRoute(
    'portfolio-activity',
    'Deposits and withdrawals, newest first; optional page (from 1) and size (1 to 100)',
    '{count, activity}: count counts every page',
  ),
  body: bffActivityBodySchema,
  handle: async ({ body, client }) => getPortfolioActivityPage(await client(), pagingOf(body)),
});

export const portfolioNftRoute = defineRoute({
  ...sessionRoute('portfolio-nft', "The user's NFTs", '{count, details}'),
  handle: async ({ client }) => list('details', await getPortfolioNFT(await client())),
});

export const orderHistoryRoute = defineRoute({
  ...sessionRoute(
    'order-history',
    'Orders, newest first; optional filters intentId/intent_id, status, intentType/intent_type, page (from 1) and size (1 to 100)',
    '{count, items}: count counts every page',
  ),
  body: bffOrderHistoryBodySchema,
  example: { sessionConfig: EXAMPLE_SESSION, intentId: EXAMPLE_UUID },
  async handle({ body, client }) {
    const intentId = body.intentId ?? body.intent_id;
    const intentType = body.intentType ?? body.intent_type;
    const filters = {
      ...(intentId !== undefined && { intentId }),
      ...(body.status !== undefined && { status: body.status }),
      ...(intentType !== undefined && { intentType }),
      ...pagingOf(body),
    };
    return getOrdersPage(await client(), filters);
  },
});

export const readContractRoute = defineRoute({
  ...sessionRoute(
    'read-contract-data',
    'Read a view function (EVM) or a view (Aptos)',
    'array of strings, one per output',
  ),
  body: bffReadContractBodySchema,
  example: {
    sessionConfig: EXAMPLE_SESSION,
    caip2Id: 'eip155:84532',
    data: {
      contractAddress: '0x036CbD53842c5426634e7929541eC2318f3dCF7e',
      abi: {
        name: 'balanceOf',
        type: 'function',
        stateMutability: 'view',
        inputs: [{ name: 'account', type: 'address' }],
        outputs: [{ name: '', type: 'uint256' }],
      },
      args: { account: EXAMPLE_USER_SWA },
    },
  },
  async handle({ body, client }) {
    const input = { caip2Id: body.caip2Id, data: body.data } as ContractReadInput;
    return readContractData(await client(), input);
  },
});
