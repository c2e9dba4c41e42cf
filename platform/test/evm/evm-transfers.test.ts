import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  decodeEventLog,
  decodeFunctionResult,
  encodeFunctionData,
  erc1155Abi,
  erc20Abi,
  erc721Abi,
  formatEther,
  parseEther,
  parseEventLogs,
  type Hex,
} from 'viem';
import { satchelAccountAbi } from '../../src/evm/artifacts/satchel-account.js';
import { PLATFORM_EXECUTOR } from '../../src/evm/platform-accounts.js';
import type { EvmChainReader } from '../../src/evm/evm-chain-reader.js';
import { SEED_COLLECTIONS } from '../../src/world/seed-collections.js';
import type { SeededSession } from '../helpers/seed-session.js';
import type { TestPlatform } from '@satchel/test-support';
import {
  executeIntent,
  getRead,
  orderOf,
  settleNow,
  startAliceAndBob,
} from '../orders/helpers/chain-scenario.js';

const BASE = 'eip155:84532';
const AMOY = 'eip155:80002';
const USDC_BASE = '0x036CbD53842c5426634e7929541eC2318f3dCF7e';
const { erc721, erc1155 } = SEED_COLLECTIONS;

describe('EVM transfers settle in the in-process EVM', () => {
  let platform: TestPlatform;
  let alice: SeededSession;
  let bob: SeededSession;
  let base: EvmChainReader;
  let amoy: EvmChainReader;
  beforeAll(async () => {
    ({ platform, alice, bob } = await startAliceAndBob());
    base = platform.chains.evmReader(BASE)!;
    amoy = platform.chains.evmReader(AMOY)!;
  });
  afterAll(async () => platform.close());

  const view = async <A extends readonly unknown[]>(
    reader: EvmChainReader,
    abi: A,
    to: Hex,
    functionName: string,
    args: unknown[],
  ) => {
    const result = await reader.call({
      to,
      data: encodeFunctionData({ abi: abi as never, functionName, args } as never),
    });
    if (!result.ok) throw new Error(result.reason);
    return decodeFunctionResult({
      abi: abi as never,
      functionName,
      data: result.returnData,
    } as never) as unknown;
  };
  const portfolioBalance = async (s: SeededSession, caip: string, symbol: string) => {
    const data = await getRead(platform, s, '/aggregated-portfolio');
    const entries = data.group_tokens.flatMap((g: { tokens: unknown[] | null }) => g.tokens ?? [g]);
    return entries.find((t: { caip_id: string; symbol: string }) => t.caip_id === caip && t.symbol === symbol)
      ?.balance as string | undefined;
  };

  it('the seeded contracts have code and were initialized by the platform minter', async () => {
    expect((await base.getCode(USDC_BASE)).length).toBeGreaterThan(100);
    expect(await view(base, erc20Abi, USDC_BASE, 'symbol', [])).toBe('USDC');
    expect(await view(base, erc20Abi, USDC_BASE, 'decimals', [])).toBe(6);
    expect(await view(amoy, erc721Abi, erc721.collectionAddress, 'name', [])).toBe('Satchel Explorers');
    expect(await base.blockNumber()).toBeGreaterThan(0n);
  });

  it('native and ERC-20 transfers: receipts, logs, chain balances and the portfolio agree', async () => {
    const native = await executeIntent(platform, alice, 'TOKEN_TRANSFER', {
      caip2Id: BASE,
      recipientWalletAddress: bob.user.userSWA,
      tokenAddress: '',
      amount: parseEther('0.1').toString(),
    });
    const usdc = await executeIntent(platform, alice, 'TOKEN_TRANSFER', {
      caip2Id: BASE,
      recipientWalletAddress: bob.user.userSWA,
      tokenAddress: USDC_BASE,
      amount: '2500000',
    });
    await settleNow(platform);
    const nativeOrder = await orderOf(platform, alice, native);
    const usdcOrder = await orderOf(platform, alice, usdc);
    expect(nativeOrder.status).toBe('SUCCESSFUL');
    expect(usdcOrder.status).toBe('SUCCESSFUL');

    // The executor's transaction calls alice's account, which sends the value (its ValueSent log names bob).
    const nativeTx = await base.getTransaction(nativeOrder.downstream_transaction_hash[0]);
    expect(nativeTx).toMatchObject({
      status: 'success',
      from: PLATFORM_EXECUTOR.toLowerCase(),
      to: alice.user.userSWA.toLowerCase(),
      value: 0n,
      gasPrice: 11_000_000n,
    });
    expect(parseEventLogs({ abi: satchelAccountAbi, logs: nativeTx!.logs as never })).toEqual([
      expect.objectContaining({
        eventName: 'ValueSent',
        args: { to: bob.user.userSWA, value: parseEther('0.1') },
      }),
    ]);

    const usdcTx = await base.getTransaction(usdcOrder.downstream_transaction_hash[0]);
    expect(usdcTx!.status).toBe('success');
    expect(usdcTx!.gasUsed).toBeGreaterThan(21000n);
    expect(usdcTx!.logs).toHaveLength(1);
    const event = decodeEventLog({ abi: erc20Abi, ...usdcTx!.logs[0] } as never) as {
      eventName: string;
      args: { from: string; to: string; value: bigint };
    };
    expect(event.eventName).toBe('Transfer');
    expect(event.args.value).toBe(2_500_000n);
    expect(event.args.to.toLowerCase()).toBe(bob.user.userSWA.toLowerCase());
    // One sender (the executor), its nonce per transaction → distinct hashes.
    expect(usdcTx!.hash).not.toBe(nativeTx!.hash);
    expect(usdcTx!.nonce).toBe(nativeTx!.nonce + 1n);
    expect((await base.getBlock(usdcTx!.blockNumber))!.transactions).toEqual([usdcTx!.hash]);

    // Base Sepolia is not sponsored: alice paid gas used × gas price of both transactions; bob got exactly 0.1.
    const fees = nativeTx!.gasUsed * nativeTx!.gasPrice + usdcTx!.gasUsed * usdcTx!.gasPrice;
    expect(await base.getBalance(alice.user.userSWA)).toBe(parseEther('0.4') - fees);
    expect(await base.getBalance(bob.user.userSWA)).toBe(parseEther('0.1'));
    expect(await view(base, erc20Abi, USDC_BASE, 'balanceOf', [bob.user.userSWA])).toBe(2_500_000n);
    expect(await portfolioBalance(bob, BASE, 'USDC')).toBe('2.5');
    expect(await portfolioBalance(alice, BASE, 'USDC')).toBe('997.5');
    expect(await portfolioBalance(alice, BASE, 'ETH')).toBe(formatEther(parseEther('0.4') - fees));
    expect(await portfolioBalance(bob, BASE, 'ETH')).toBe('0.1');
  });

  it('ERC-721 and ERC-1155 transfers: ownerOf/balanceOf on chain agree with the NFT portfolio', async () => {
    const own = (await getRead(platform, alice, '/portfolio/nft')).details.find(
      (n: { collection_address: string }) => n.collection_address === erc721.collectionAddress,
    );
    const id = BigInt(own.nft_id);
    expect(String(await view(amoy, erc721Abi, erc721.collectionAddress, 'ownerOf', [id])).toLowerCase()).toBe(
      alice.user.userSWA.toLowerCase(),
    );
    const nft = await executeIntent(platform, alice, 'NFT_TRANSFER', {
      caip2Id: AMOY,
      nftId: own.nft_id,
      recipientWalletAddress: bob.user.userSWA,
      collectionAddress: erc721.collectionAddress,
      nftType: 'ERC721',
      amount: '1',
    });
    const badge = await executeIntent(platform, alice, 'NFT_TRANSFER', {
      caip2Id: AMOY,
      nftId: '42',
      recipientWalletAddress: bob.user.userSWA,
      collectionAddress: erc1155.collectionAddress,
      nftType: 'ERC1155',
      amount: '2',
    });
    await settleNow(platform);
    const nftOrder = await orderOf(platform, alice, nft);
    expect(nftOrder.status).toBe('SUCCESSFUL');
    expect((await orderOf(platform, alice, badge)).status).toBe('SUCCESSFUL');
    const receipt = await amoy.getTransaction(nftOrder.downstream_transaction_hash[0]);
    expect(receipt!.logs[0].topics).toHaveLength(4);
    expect(String(await view(amoy, erc721Abi, erc721.collectionAddress, 'ownerOf', [id])).toLowerCase()).toBe(
      bob.user.userSWA.toLowerCase(),
    );
    expect(
      await view(amoy, erc1155Abi, erc1155.collectionAddress, 'balanceOf', [bob.user.userSWA, 42n]),
    ).toBe(2n);
    expect(
      await view(amoy, erc1155Abi, erc1155.collectionAddress, 'balanceOf', [alice.user.userSWA, 42n]),
    ).toBe(3n);
    const bobNfts = (await getRead(platform, bob, '/portfolio/nft')).details as Record<string, string>[];
    expect(bobNfts.map((n) => [n.collection_address, n.nft_id, n.quantity])).toEqual(
      expect.arrayContaining([
        [erc721.collectionAddress, own.nft_id, '1'],
        [erc1155.collectionAddress, '42', '2'],
      ]),
    );
  });
});
