import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  getAccount,
  getPortfolioNFT,
  getTokens,
  readContractData,
  SatchelError,
  type SatchelClient,
} from '../../src/index.js';
import { failureOf } from '../client/helpers.js';
import { loggedInClient, type Platform } from './helpers.js';
import { startPlatform } from '@satchel/test-support';

let platform: Platform;
let client: SatchelClient;
beforeAll(async () => {
  platform = await startPlatform();
  client = await loggedInClient(platform);
});
afterAll(() => platform.close());

const fn = (name: string, inputs: { name: string; type: string }[], outputs: string[]) => ({
  name,
  type: 'function' as const,
  stateMutability: 'view' as const,
  inputs,
  outputs: outputs.map((type) => ({ name: '', type })),
});

describe('readContractData (§14.10) against the local platform', () => {
  it('EVM: ERC-20 symbol and balanceOf (args by input name), ERC-721 ownerOf (positional args)', async () => {
    const token = (await getTokens(client)).find((t) => t.caipId === 'eip155:84532' && t.address !== '')!;
    expect(
      await readContractData(client, {
        caip2Id: token.caipId,
        data: { contractAddress: token.address, abi: fn('symbol', [], ['string']), args: {} },
      }),
    ).toEqual([token.symbol]);
    const [balance] = await readContractData(client, {
      caip2Id: token.caipId,
      data: {
        contractAddress: token.address,
        abi: fn('balanceOf', [{ name: 'account', type: 'address' }], ['uint256']),
        args: { account: client.userSWA },
      },
    });
    expect(balance).toMatch(/^[0-9]+$/);
    const nft = (await getPortfolioNFT(client)).find((item) => item.entityType === 'ERC721')!;
    const owner = await readContractData(client, {
      caip2Id: nft.caipId,
      data: {
        contractAddress: nft.collectionAddress,
        abi: fn('ownerOf', [{ name: 'tokenId', type: 'uint256' }], ['address']),
        args: [nft.nftId],
      },
    });
    expect(owner).toEqual([client.userSWA]);
  });

  it('Aptos: 0x1::coin::balance of the user’s Aptos account', async () => {
    const aptos = (await getAccount(client)).find((wallet) => wallet.caipId === 'aptos:testnet')!;
    const [balance] = await readContractData(client, {
      caip2Id: 'aptos:testnet',
      data: {
        function: '0x1::coin::balance',
        typeArguments: ['0x1::aptos_coin::AptosCoin'],
        functionArguments: [aptos.address],
      },
    });
    expect(BigInt(balance!)).toBeGreaterThan(0n);
  });

  it('a refused read → Failed to read contract data from the backend. (call message kept)', async () => {
    const error = await failureOf(() =>
      readContractData(client, {
        caip2Id: 'eip155:1',
        data: { contractAddress: `0x${'1'.repeat(40)}`, abi: fn('name', [], ['string']), args: {} },
      }),
    );
    expect(error).toBeInstanceOf(SatchelError);
    expect(error.shortMessage).toBe('Failed to read contract data from the backend.');
    expect(error.metaMessages).toEqual(['Failed to read contract data']);
    expect(error.details).toMatchObject({ code: 403, errorCode: 'CHAIN_NOT_SUPPORTED' });
  });
});
