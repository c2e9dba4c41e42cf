import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { encodeFunctionData, erc20Abi, erc721Abi, formatEther, parseEther } from 'viem';
import { fundUser } from '../../src/faucet/faucet.js';
import { aptosCollectionAddress } from '../../src/intents/nft-create-collection.js';
import { SEED_COLLECTIONS } from '../../src/world/seed-collections.js';
import { request } from '../helpers/request.js';
import type { SeededSession } from '../helpers/seed-session.js';
import type { TestPlatform } from '@satchel/test-support';
import { executeIntent, getRead, orderOf, settleNow, startAliceAndBob } from './helpers/chain-scenario.js';
import { feesPaid } from './helpers/fees-paid.js';

const BASE = 'eip155:84532';
const AMOY = 'eip155:80002';
const APTOS = 'aptos:testnet';
const USDC_BASE = '0x036CbD53842c5426634e7929541eC2318f3dCF7e';
const { erc721, erc1155 } = SEED_COLLECTIONS;

describe('settlement (§14.7 local platform)', () => {
  let platform: TestPlatform;
  let alice: SeededSession;
  let bob: SeededSession;
  beforeAll(async () => {
    ({ platform, alice, bob } = await startAliceAndBob());
  });
  afterAll(async () => platform.close());

  const balance = async (s: SeededSession, caip: string, symbol: string) => {
    const data = await getRead(platform, s, '/aggregated-portfolio');
    const entries = data.group_tokens.flatMap((g: { tokens: unknown[] | null }) => g.tokens ?? [g]);
    return (
      entries.find((t: { caip_id: string; symbol: string }) => t.caip_id === caip && t.symbol === symbol)
        ?.balance ?? '0'
    );
  };
  const nfts = async (s: SeededSession) =>
    (await getRead(platform, s, '/portfolio/nft')).details as Record<string, string>[];

  it('a token transfer stays INITIATED until its time, then moves balances and writes activity on both sides', async () => {
    const jobId = await executeIntent(platform, alice, 'TOKEN_TRANSFER', {
      caip2Id: BASE,
      recipientWalletAddress: bob.user.userSWA,
      tokenAddress: '',
      amount: '100000000000000000',
    });
    expect((await orderOf(platform, alice, jobId)).status).toBe('INITIATED');
    await settleNow(platform);
    const order = await orderOf(platform, alice, jobId);
    expect(order).toMatchObject({
      intent_type: 'TOKEN_TRANSFER',
      status: 'SUCCESSFUL',
      reason: '',
      caip_id: BASE,
      network_name: 'Base Sepolia',
    });
    expect(order.downstream_transaction_hash).toEqual([expect.stringMatching(/^0x[0-9a-f]{64}$/)]);
    expect(order.block_timestamp).toBe(Math.floor(platform.ctx.now() / 1000));
    expect(order.details).toEqual({
      caip2Id: BASE,
      caip2id: BASE,
      recipientWalletAddress: bob.user.userSWA,
      tokenAddress: '',
      amount: '100000000000000000',
    });
    // Base Sepolia is not sponsored: alice paid the gas of her transfer in ETH.
    const fee = await feesPaid(platform, BASE, alice.user.userSWA);
    expect(fee).toBeGreaterThan(0n);
    expect(await balance(alice, BASE, 'ETH')).toBe(formatEther(parseEther('0.4') - fee));
    expect(await balance(bob, BASE, 'ETH')).toBe('0.1');
    const bobActivity = (await getRead(platform, bob, '/portfolio/activity')).activity;
    expect(bobActivity[0]).toMatchObject({
      symbol: 'ETH',
      description: 'Deposit',
      transfer_type: 'DEPOSIT',
      quantity: '0.1',
      amount: '320',
      order_type: 'EXTERNAL_TRANSFER',
      status: true,
      tx_hash: order.downstream_transaction_hash[0],
      caip_id: BASE,
    });
    // The platform's own explorer page of the transaction (basescan never saw it).
    expect(bobActivity[0].network_explorer_url).toBe(
      `${platform.ctx.config.publicUrl}/explorer/tx/${order.downstream_transaction_hash[0]}`,
    );
    const aliceActivity = (await getRead(platform, alice, '/portfolio/activity')).activity;
    expect(aliceActivity[0]).toMatchObject({
      description: 'Withdraw',
      transfer_type: 'WITHDRAWAL',
      quantity: '0.1',
    });
  });

  it('an insufficient balance ends FAILED with the reason and moves nothing', async () => {
    const jobId = await executeIntent(platform, alice, 'TOKEN_TRANSFER', {
      caip2Id: BASE,
      recipientWalletAddress: bob.user.userSWA,
      tokenAddress: USDC_BASE,
      amount: '5000000000',
    });
    await settleNow(platform);
    const order = await orderOf(platform, alice, jobId);
    expect(order).toMatchObject({
      status: 'FAILED',
      reason: 'Execution reverted: ERC20: transfer amount exceeds balance',
      downstream_transaction_hash: [expect.stringMatching(/^0x[0-9a-f]{64}$/)],
    });
    // The hash is the order's mined, reverted transaction.
    const reverted = await platform.chains
      .evmReader(BASE)!
      .getTransaction(order.downstream_transaction_hash[0]);
    expect(reverted).toMatchObject({ status: 'reverted', intentId: jobId.toLowerCase() });
    expect(await balance(alice, BASE, 'USDC')).toBe('1000');
  });

  it('NFT transfers: ERC721 changes owner, ERC1155 splits quantities, failures carry reasons', async () => {
    const own = (await nfts(alice)).find((n) => n.collection_address === erc721.collectionAddress)!;
    expect(own).toMatchObject({
      entity_type: 'ERC721',
      quantity: '1',
      caip_id: AMOY,
      collection_name: 'Satchel Explorers',
    });
    const ok = await executeIntent(platform, alice, 'NFT_TRANSFER', {
      caip2Id: AMOY,
      nftId: own.nft_id,
      recipientWalletAddress: bob.user.userSWA,
      collectionAddress: erc721.collectionAddress,
      nftType: 'ERC721',
      amount: '1',
    });
    const notOwned = await executeIntent(platform, alice, 'NFT_TRANSFER', {
      caip2Id: AMOY,
      nftId: '999',
      recipientWalletAddress: bob.user.userSWA,
      collectionAddress: erc721.collectionAddress,
      nftType: 'ERC721',
      amount: '1',
    });
    const badge = await executeIntent(platform, alice, 'NFT_TRANSFER', {
      caip2Id: AMOY,
      nftId: '0x2a',
      recipientWalletAddress: bob.user.userSWA,
      collectionAddress: erc1155.collectionAddress,
      nftType: 'ERC1155',
      amount: '3',
    });
    const tooMany = await executeIntent(platform, alice, 'NFT_TRANSFER', {
      caip2Id: AMOY,
      nftId: '42',
      recipientWalletAddress: bob.user.userSWA,
      collectionAddress: erc1155.collectionAddress,
      nftType: 'ERC1155',
      amount: '3',
    });
    await settleNow(platform);
    expect((await orderOf(platform, alice, ok)).status).toBe('SUCCESSFUL');
    expect(await orderOf(platform, alice, notOwned)).toMatchObject({
      status: 'FAILED',
      reason: 'Execution reverted: ERC721: invalid token ID',
    });
    expect((await orderOf(platform, alice, badge)).status).toBe('SUCCESSFUL');
    expect(await orderOf(platform, alice, tooMany)).toMatchObject({
      status: 'FAILED',
      reason: 'Execution reverted: ERC1155: insufficient balance for transfer',
    });
    expect((await nfts(bob)).map((n) => [n.collection_name, n.nft_id, n.quantity])).toEqual(
      expect.arrayContaining([
        ['Satchel Explorers', own.nft_id, '1'],
        ['Satchel Badges', '42', '3'],
      ]),
    );
    expect((await nfts(alice)).map((n) => [n.collection_name, n.quantity])).toEqual([
      ['Satchel Badges', '2'],
    ]);
    const nftOrders = await getRead(platform, alice, '/nft/order-details');
    expect(nftOrders.items.map((o: { intent_id: string }) => o.intent_id)).toEqual([
      tooMany,
      badge,
      notOwned,
      ok,
    ]);
    expect(nftOrders.items[3].details).toEqual({
      caip2Id: AMOY,
      caip2id: AMOY,
      collectionAddress: erc721.collectionAddress,
      nftId: own.nft_id,
      recipientWalletAddress: bob.user.userSWA,
      amount: '1',
      nftType: 'ERC721',
    });
    const failed = await getRead(platform, alice, '/orders?status=FAILED&intent_type=NFT_TRANSFER');
    expect(failed.items.map((o: { intent_id: string }) => o.intent_id)).toEqual([tooMany, notOwned]);
  });

  it('raw EVM: an ERC-20 transfer through calldata, ERC-721 transferFrom and native value', async () => {
    const usdc = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [bob.user.userSWA, 2500000n],
    });
    const erc20 = await executeIntent(platform, alice, 'RAW_TRANSACTION', {
      caip2Id: BASE,
      transactions: [{ from: alice.user.userSWA, to: USDC_BASE, data: usdc, value: '0x0' }],
    });
    const value = await executeIntent(platform, alice, 'RAW_TRANSACTION', {
      caip2Id: BASE,
      transactions: [
        {
          from: alice.user.userSWA,
          to: '0x7c9e2f5ad16c8e0fb1c2d3e4f5a6b7c8d9e0f1a2',
          data: '0xd09de08a',
          value: '0x2386f26fc10000',
        },
      ],
    });
    const tooMuch = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [bob.user.userSWA, 10n ** 12n],
    });
    const failed = await executeIntent(platform, alice, 'RAW_TRANSACTION', {
      caip2Id: BASE,
      transactions: [{ from: alice.user.userSWA, to: USDC_BASE, data: tooMuch, value: '0x0' }],
    });
    await settleNow(platform);
    expect((await orderOf(platform, alice, erc20)).status).toBe('SUCCESSFUL');
    expect((await orderOf(platform, alice, value)).status).toBe('SUCCESSFUL');
    expect(await orderOf(platform, alice, failed)).toMatchObject({
      status: 'FAILED',
      reason: 'Execution reverted: ERC20: transfer amount exceeds balance',
    });
    expect(await balance(alice, BASE, 'USDC')).toBe('997.5');
    expect(await balance(bob, BASE, 'USDC')).toBe('2.5');
    const fees = await feesPaid(platform, BASE, alice.user.userSWA);
    expect(await balance(alice, BASE, 'ETH')).toBe(formatEther(parseEther('0.39') - fees));
    const raw = (await orderOf(platform, alice, erc20)).details;
    expect(raw).toEqual({
      caip2Id: BASE,
      caip2id: BASE,
      transactions: [
        [
          { Key: 'from', Value: alice.user.userSWA },
          { Key: 'to', Value: USDC_BASE },
          { Key: 'data', Value: usdc },
          { Key: 'value', Value: '0x0' },
        ],
      ],
    });

    // Bob sends the explorer NFT back with ERC-721 transferFrom on the seeded contract.
    const id = (await nfts(bob)).find((n) => n.collection_name === 'Satchel Explorers')!.nft_id;
    await fundUser(platform.ctx, platform.chains, bob.user, AMOY);
    const back = encodeFunctionData({
      abi: erc721Abi,
      functionName: 'transferFrom',
      args: [bob.user.userSWA, alice.user.userSWA, BigInt(id)],
    });
    const nftBack = await executeIntent(platform, bob, 'RAW_TRANSACTION', {
      caip2Id: AMOY,
      transactions: [{ from: bob.user.userSWA, to: erc721.collectionAddress, data: back, value: '0x0' }],
    });
    await settleNow(platform);
    expect((await orderOf(platform, bob, nftBack)).status).toBe('SUCCESSFUL');
    expect(
      (await nfts(alice)).some((n) => n.collection_name === 'Satchel Explorers' && n.nft_id === id),
    ).toBe(true);
  });

  it('raw EVM: ERC-20 approve then transferFrom by the spender spends the allowance (readable through readContractData)', async () => {
    const approve = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [bob.user.userSWA, 1000000n],
    });
    const approved = await executeIntent(platform, alice, 'RAW_TRANSACTION', {
      caip2Id: BASE,
      transactions: [{ from: alice.user.userSWA, to: USDC_BASE, data: approve, value: '0x0' }],
    });
    await settleNow(platform);
    expect((await orderOf(platform, alice, approved)).status).toBe('SUCCESSFUL');
    const pull = (amount: bigint) =>
      encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transferFrom',
        args: [alice.user.userSWA, bob.user.userSWA, amount],
      });
    const pulled = await executeIntent(platform, bob, 'RAW_TRANSACTION', {
      caip2Id: BASE,
      transactions: [{ from: bob.user.userSWA, to: USDC_BASE, data: pull(600000n), value: '0x0' }],
    });
    await settleNow(platform);
    const over = await executeIntent(platform, bob, 'RAW_TRANSACTION', {
      caip2Id: BASE,
      transactions: [{ from: bob.user.userSWA, to: USDC_BASE, data: pull(600000n), value: '0x0' }],
    });
    await settleNow(platform);
    expect((await orderOf(platform, bob, pulled)).status).toBe('SUCCESSFUL');
    expect(await orderOf(platform, bob, over)).toMatchObject({
      status: 'FAILED',
      reason: 'Execution reverted: ERC20: insufficient allowance',
    });
    const allowance = await request(platform.url, 'POST', '/api/oc/v1/readContractData', {
      headers: { Authorization: await alice.authorization() },
      body: {
        caip2Id: BASE,
        data: {
          contractAddress: USDC_BASE,
          abi: erc20Abi.find((f) => f.type === 'function' && f.name === 'allowance'),
          args: { owner: alice.user.userSWA, spender: bob.user.userSWA },
        },
      },
    });
    expect(allowance.json.data).toEqual(['400000']);
  });

  it('raw Aptos: transfer and coin::transfer move APT and USDC; an unknown function fails the whole order', async () => {
    const transfer = await executeIntent(platform, alice, 'RAW_TRANSACTION', {
      caip2Id: APTOS,
      transactions: [
        {
          function: '0x1::aptos_account::transfer',
          typeArguments: [],
          functionArguments: [bob.user.aptosAddress, '100000000'],
        },
        {
          function: '0x1::coin::transfer',
          typeArguments: ['0x69091fbab5f7d635ee7ac5098cf0c1efbe31d68fec0f2cd565e8d168daf52832'],
          functionArguments: [bob.user.aptosAddress, 1000000],
        },
      ],
    });
    const unknown = await executeIntent(platform, alice, 'RAW_TRANSACTION', {
      caip2Id: APTOS,
      transactions: [
        {
          function: '0x1::aptos_account::transfer',
          typeArguments: [],
          functionArguments: [bob.user.aptosAddress, '100000000'],
        },
        { function: '0x1::stake::add_stake', typeArguments: [], functionArguments: ['1'] },
      ],
    });
    await settleNow(platform);
    expect((await orderOf(platform, alice, transfer)).downstream_transaction_hash[0]).toMatch(
      /^0x[0-9a-f]{64}$/,
    );
    expect(await orderOf(platform, alice, unknown)).toMatchObject({
      status: 'FAILED',
      reason: 'Function 0x1::stake::add_stake is not supported on the local platform',
    });
    expect(await balance(alice, APTOS, 'APT')).toBe('9');
    expect(await balance(bob, APTOS, 'APT')).toBe('1');
    expect(await balance(bob, APTOS, 'USDC')).toBe('1');

    // The ledger's movements link to the order's page on the platform's own explorer (the public Aptos explorer never
    // saw them); alice's faucet top-up has no order, so no page.
    const aptosActivity = async (s: SeededSession) =>
      ((await getRead(platform, s, '/portfolio/activity')).activity as Record<string, string>[]).filter(
        (entry) => entry.caip_id === APTOS,
      );
    const deposits = await aptosActivity(bob);
    expect(deposits.map((entry) => entry.symbol).sort()).toEqual(['APT', 'USDC']);
    const orderPage = `${platform.ctx.config.publicUrl}/explorer/order/${transfer}`;
    for (const entry of deposits) expect(entry.network_explorer_url).toBe(orderPage);
    const page = await request(platform.url, 'GET', new URL(orderPage).pathname);
    expect(page.status).toBe(200);
    expect(page.text).toContain(transfer);
    const topUps = (await aptosActivity(alice)).filter((entry) => entry.order_type === 'FAUCET');
    expect(topUps.length).toBeGreaterThan(0);
    for (const entry of topUps) expect(entry.network_explorer_url).toBe('');
  });

  it('Aptos collection then mint: the mint appears in the NFT portfolio of the recipient', async () => {
    const name = 'Alice Originals';
    const created = await executeIntent(platform, alice, 'NFT_CREATE_COLLECTION', {
      caip2Id: APTOS,
      name,
      uri: 'https://example.com/c.json',
      data: { type: '', attributes: '', description: 'Mine', symbol: 'AO' },
    });
    await settleNow(platform);
    const createdOrder = await orderOf(platform, alice, created);
    expect(createdOrder.status).toBe('SUCCESSFUL');
    const collectionAddress = aptosCollectionAddress(alice.user.aptosAddress, name);
    // The §14.7 keys in order, then the address the collection got.
    expect(createdOrder.details).toEqual({
      caip2Id: APTOS,
      caip2id: APTOS,
      name,
      uri: 'https://example.com/c.json',
      type: '',
      attributes: '',
      description: 'Mine',
      symbol: 'AO',
      collectionAddress,
    });
    expect(Object.keys(createdOrder.details).at(-1)).toBe('collectionAddress');
    const duplicate = await executeIntent(platform, alice, 'NFT_CREATE_COLLECTION', {
      caip2Id: APTOS,
      name,
      uri: 'https://example.com/c.json',
      data: { type: '', attributes: '', description: '', symbol: '' },
    });
    const minted = await executeIntent(platform, alice, 'NFT_MINT', {
      caip2Id: APTOS,
      nftName: 'First',
      collectionAddress,
      uri: 'https://example.com/1.json',
      data: {
        recipientWalletAddress: '',
        description: 'one',
        properties: [{ name: 'level', valueType: '0', value: '7' }],
      },
    });
    const foreign = await executeIntent(platform, bob, 'NFT_MINT', {
      caip2Id: APTOS,
      nftName: 'Stolen',
      collectionAddress,
      uri: 'https://example.com/x.json',
      data: { recipientWalletAddress: bob.user.aptosAddress, description: '', properties: [] },
    });
    await settleNow(platform);
    expect(await orderOf(platform, alice, duplicate)).toMatchObject({
      status: 'FAILED',
      reason: `Collection "${name}" already exists`,
    });
    expect(await orderOf(platform, bob, foreign)).toMatchObject({
      status: 'FAILED',
      reason: `Only the creator of collection ${collectionAddress} can mint in it`,
    });
    const mint = await orderOf(platform, alice, minted);
    expect(mint.status).toBe('SUCCESSFUL');
    expect(mint.details).toEqual({
      caip2Id: APTOS,
      caip2id: APTOS,
      collectionAddress,
      collectionName: name,
      nftName: 'First',
      description: 'one',
      uri: 'https://example.com/1.json',
      properties: [{ name: 'level', value: '7', valueType: '0' }],
    });
    expect((await nfts(alice)).find((n) => n.caip_id === APTOS)).toMatchObject({
      entity_type: 'nft',
      collection_name: name,
      nft_name: 'First',
      quantity: '1',
      collection_address: collectionAddress,
    });
  });

  it('orders: filters are validated and the list is newest first', async () => {
    const res = await getRead(platform, alice, '/orders');
    expect(res.count).toBe(res.items.length);
    expect(Object.keys(res.items[0])).toEqual([
      'intent_id',
      'intent_type',
      'status',
      'network_name',
      'caip_id',
      'downstream_transaction_hash',
      'transaction_hash',
      'details',
      'reason',
      'block_timestamp',
    ]);
    const bad = await request(platform.url, 'GET', '/api/oc/v1/orders?intent_type=SWAP', {
      headers: { Authorization: await alice.authorization() },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      message: 'Validation failed: Invalid intent type',
    });
  });
});
