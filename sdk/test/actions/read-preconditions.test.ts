import { describe, expect, it } from '@jest/globals';
import {
  estimate,
  getAccount,
  getChains,
  getGasValues,
  getNftCollections,
  getNftOrderDetails,
  getOrdersHistory,
  getPortfolio,
  getPortfolioActivity,
  getPortfolioNFT,
  getTokens,
  getUserKeys,
  readContractData,
  SatchelError,
  ValidationError,
  verifySession,
  type SatchelClient,
} from '../../src/index.js';
import { failureOf, freshSession, makeClient, refusingFetch } from '../client/helpers.js';

describe('reads: checks before any request', () => {
  it('every bearer call without a session → Session keys are not set', async () => {
    const network = refusingFetch();
    const client = makeClient({ fetch: network.fetch });
    const reads: ((c: SatchelClient) => Promise<unknown>)[] = [
      getAccount,
      getChains,
      getTokens,
      getPortfolio,
      getPortfolioActivity,
      getPortfolioNFT,
      getOrdersHistory,
      getNftCollections,
      getNftOrderDetails,
      getGasValues,
      getUserKeys,
      verifySession,
      (c) => readContractData(c, { caip2Id: 'aptos:testnet', data: { function: '0x1::coin::balance' } }),
    ];
    for (const read of reads) {
      const error = await failureOf(() => read(client));
      expect(error).toBeInstanceOf(SatchelError);
      expect(error.shortMessage).toBe('Session keys are not set');
    }
    expect(network.calls).toEqual([]);
  });

  it('order filters are validated', async () => {
    const network = refusingFetch();
    const client = makeClient({ fetch: network.fetch });
    client.setSessionConfig(freshSession());
    const error = await failureOf(() =>
      getOrdersHistory(client, { intentId: 'x', intentType: 'SWAP' as never }),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.shortMessage).toBe('Validation failed: Invalid intent id, Invalid intent type');
    expect((await failureOf(() => getNftOrderDetails(client, { intentId: 'nope' }))).shortMessage).toBe(
      'Validation failed: Invalid intent id',
    );
    expect(network.calls).toEqual([]);
  });

  it('contract reads are validated by family', async () => {
    const network = refusingFetch();
    const client = makeClient({ fetch: network.fetch });
    client.setSessionConfig(freshSession());
    const evm = await failureOf(() =>
      readContractData(client, {
        caip2Id: 'eip155:84532',
        data: { contractAddress: '0x12', abi: { name: '' } } as never,
      }),
    );
    expect(evm.shortMessage).toBe('Validation failed: Invalid contract address, Invalid ABI');
    const aptos = await failureOf(() =>
      readContractData(client, { caip2Id: 'aptos:testnet', data: { function: '' } }),
    );
    expect(aptos.shortMessage).toBe('Validation failed: Function is required');
    const payload = await failureOf(() => estimate(client, { type: 'SWAP' } as never));
    expect(payload.shortMessage).toMatch(/^Validation failed: /);
    expect(network.calls).toEqual([]);
  });
});
