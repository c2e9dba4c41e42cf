import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  estimate,
  getAccount,
  getChains,
  getGasValues,
  getNftCollections,
  getNftOrderDetails,
  getOrdersHistory,
  getOrdersPage,
  getPortfolio,
  getPortfolioActivity,
  getPortfolioActivityPage,
  ValidationError,
  getPortfolioNFT,
  getTokens,
  getUserKeys,
  HttpError,
  readContractData,
  SatchelError,
  verifySession,
  type SatchelClient,
} from '../../src/index.js';
import { failureOf, freshSession } from '../client/helpers.js';
import { clientFor, loggedInClient, type Platform } from './helpers.js';
import { startPlatform } from '@satchel/test-support';

let platform: Platform;
let client: SatchelClient;
beforeAll(async () => {
  platform = await startPlatform();
  client = await loggedInClient(platform);
});
afterAll(() => platform.close());

describe('every read against the local platform (camel-cased)', () => {
  it('getAccount: one wallet per whitelisted network, userSWA on EVM', async () => {
    const wallets = await getAccount(client);
    expect(wallets.length).toBeGreaterThan(0);
    for (const wallet of wallets)
      expect(Object.keys(wallet)).toEqual([
        'caipId',
        'caip2Id',
        'networkName',
        'address',
        'networkId',
        'networkSymbol',
      ]);
    const evm = wallets.filter((wallet) => wallet.caipId.startsWith('eip155:'));
    expect(evm.length).toBeGreaterThan(0);
    for (const wallet of evm) expect(wallet.address).toBe(client.userSWA);
  });

  it('getChains and getTokens: only whitelisted, with policy flags', async () => {
    const chains = await getChains(client);
    expect(chains.map((chain) => chain.caipId)).toEqual(
      (await getAccount(client)).map((wallet) => wallet.caipId),
    );
    for (const chain of chains) {
      expect(typeof chain.sponsorshipEnabled).toBe('boolean');
      expect(typeof chain.gsnEnabled).toBe('boolean');
      expect(['EVM', 'APT', 'SVM']).toContain(chain.type);
    }
    const tokens = await getTokens(client);
    expect(tokens.length).toBeGreaterThan(0);
    for (const token of tokens) expect(chains.some((chain) => chain.caipId === token.caipId)).toBe(true);
    expect(tokens.some((token) => token.address === '')).toBe(true);
  });

  it('getPortfolio, getPortfolioActivity, getPortfolioNFT: the first-login faucet shows', async () => {
    const portfolio = await getPortfolio(client);
    expect(Object.keys(portfolio)).toEqual(['aggregatedData', 'groupTokens']);
    expect(Number(portfolio.aggregatedData.holdingsCount)).toBeGreaterThan(0);
    expect(portfolio.groupTokens.length).toBeGreaterThan(0);
    const activity = await getPortfolioActivity(client);
    expect(Array.isArray(activity)).toBe(true);
    const nfts = await getPortfolioNFT(client);
    expect(nfts.length).toBeGreaterThan(0);
    expect(nfts[0]).toMatchObject({
      caipId: expect.any(String),
      collectionAddress: expect.any(String),
      nftId: expect.any(String),
    });
  });

  it('orders reads: empty history, filters sent only when given; NFT collections and NFT order details', async () => {
    expect(await getOrdersHistory(client)).toEqual([]);
    expect(await getOrdersHistory(client, { intentType: 'TOKEN_TRANSFER', status: 'SUCCESSFUL' })).toEqual(
      [],
    );
    expect(await getNftCollections(client)).toEqual([]);
    expect(await getNftOrderDetails(client, {})).toEqual([]);
    const urls = client.requestLog.entries
      .map((entry) => entry.request.url)
      .filter((url) => url.includes('/orders'));
    expect(urls.slice(-4).map((url) => new URL(url).search)).toEqual([
      '',
      '?status=SUCCESSFUL&intent_type=TOKEN_TRANSFER',
      '?intent_type=NFT_TRANSFER',
      '?intent_type=NFT_TRANSFER',
    ]);
  });

  it('paging (§14.11): page and size sent only when given, count of every page; bad values refused first', async () => {
    const all = await getPortfolioActivity(client);
    expect(all.length).toBeGreaterThan(1);
    const first = await getPortfolioActivityPage(client, { page: 1, size: 1 });
    expect(first).toEqual({ count: all.length, activity: [all[0]] });
    expect(await getPortfolioActivity(client, { page: 2, size: 1 })).toEqual([all[1]]);
    expect(await getOrdersPage(client, { page: 3, size: 5 })).toEqual({ count: 0, items: [] });
    expect(await getOrdersHistory(client, { status: 'SUCCESSFUL', size: 100 })).toEqual([]);
    const searches = client.requestLog.entries.slice(-5).map((entry) => new URL(entry.request.url).search);
    expect(searches).toEqual([
      '',
      '?page=1&size=1',
      '?page=2&size=1',
      '?page=3&size=5',
      '?status=SUCCESSFUL&size=100',
    ]);

    const sent = client.requestLog.entries.length;
    for (const paging of [{ page: 0 }, { size: 101 }, { page: 1.5 }, { size: '2' as never }]) {
      await expect(getPortfolioActivity(client, paging)).rejects.toBeInstanceOf(ValidationError);
      await expect(getOrdersPage(client, paging)).rejects.toBeInstanceOf(ValidationError);
    }
    await expect(getPortfolioActivity(client, { page: 0 })).rejects.toThrow(
      'Validation failed: Invalid page',
    );
    expect(client.requestLog.entries.length).toBe(sent);
  });

  it('getGasValues, getUserKeys, verifySession', async () => {
    expect(await getGasValues(client)).toEqual({
      maxFeePerGas: expect.stringMatching(/^0x[0-9a-f]+$/),
      maxPriorityFeePerGas: expect.stringMatching(/^0x[0-9a-f]+$/),
    });
    const keys = await getUserKeys(client);
    expect(keys).toEqual(client.userKeys);
    expect(keys.ecdsaPublicKey).toMatch(/^0x04[0-9a-f]{128}$/);
    expect(await verifySession(client)).toBe(true);
  });
});

describe('read failures carry the §4 messages (session unknown to the platform → 401 SESSION_NOT_FOUND)', () => {
  const stranger = () => {
    const c = clientFor(platform);
    c.setSessionConfig(freshSession());
    return c;
  };

  it.each([
    ['getAccount', (c: SatchelClient) => getAccount(c), 'Failed to retrieve wallets: Session not found'],
    ['getChains (wrapper)', getChains, 'Unable to fetch supported networks'],
    ['getTokens', getTokens, 'Failed to fetch supported tokens from the backend.'],
    ['getPortfolio', getPortfolio, 'Failed to retrieve portfolio'],
    ['getPortfolioActivity', getPortfolioActivity, 'Failed to retrieve portfolio activity'],
    ['getPortfolioNFT', getPortfolioNFT, 'Failed to retrieve NFT portfolio'],
    [
      'getOrdersHistory (wrapper)',
      (c: SatchelClient) => getOrdersHistory(c),
      'Failed to retrieve orders. Please try again later.',
    ],
    ['getNftCollections (wrapper)', getNftCollections, 'Failed to fetch NFT collections from the backend.'],
    [
      'getNftOrderDetails',
      (c: SatchelClient) => getNftOrderDetails(c),
      'Failed to retrieve orders: Session not found',
    ],
    ['getGasValues', getGasValues, 'Failed to retrieve gas values: Session not found'],
    ['getUserKeys', getUserKeys, 'Failed to retrieve user keys: Session not found'],
    [
      'syncUserKeys',
      (c: SatchelClient) => c.syncUserKeys(),
      'Failed to retrieve user keys: Session not found',
    ],
    ['verifySession', verifySession, 'Failed to verify user session'],
    [
      'readContractData (wrapper)',
      (c: SatchelClient) =>
        readContractData(c, {
          caip2Id: 'aptos:testnet',
          data: { function: '0x1::coin::balance', typeArguments: [], functionArguments: [] },
        }),
      'Failed to read contract data from the backend.',
    ],
  ])('%s', async (_name, read, message) => {
    const error = await failureOf(() => read(stranger()));
    expect(error).toBeInstanceOf(SatchelError);
    expect(error.shortMessage).toBe(message);
    expect(error.details).toMatchObject({ code: 401, errorCode: 'SESSION_NOT_FOUND' });
  });

  it('estimate → Failed to estimate order', async () => {
    const c = stranger();
    const payload = {
      type: 'TOKEN_TRANSFER' as const,
      jobId: crypto.randomUUID(),
      paymasterData: await c.paymasterDataFor(crypto.randomUUID()),
      gasDetails: { maxFeePerGas: '0x1', maxPriorityFeePerGas: '0x1' },
      details: { recipientWalletAddress: '0x1', caip2Id: 'eip155:84532', tokenAddress: '', amount: '1' },
    };
    const error = await failureOf(() => estimate(c, payload));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.shortMessage).toBe('Failed to estimate order');
    expect(error.details).toMatchObject({ errorCode: 'SESSION_NOT_FOUND' });
  });
});
