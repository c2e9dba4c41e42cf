import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ENVIRONMENTS } from '@satchel/shared';
import { keccak256, toHex } from 'viem';
import {
  aptosRawTransaction,
  estimateNftTransfer,
  estimateRawTransaction,
  estimateTokenTransfer,
  evmRawTransaction,
  getAccount,
  getPortfolioNFT,
  nftCollectionCreation,
  nftMint,
  nftTransfer,
  prepareAptosRawTransaction,
  prepareEvmRawTransaction,
  prepareNftCollectionCreation,
  prepareNftMint,
  prepareNftTransfer,
  prepareTokenTransfer,
  tokenTransfer,
  type SatchelClient,
} from '../../src/index.js';
import { loggedInClient, waitForFinalOrder, type Platform } from './helpers.js';
import { startPlatform } from '@satchel/test-support';

const BASE_SEPOLIA = 'eip155:84532'; // no sponsorship
const AMOY = 'eip155:80002'; // sponsorship
const APTOS = 'aptos:testnet';
const RECIPIENT = '0x7c9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8f1a2';
const APTOS_RECIPIENT = `0x${'ab'.repeat(32)}`;
const FEE_PAYER = '0x3333333333333333333333333333333333333333';

let platform: Platform;
let client: SatchelClient;
let aptosAddress: string;
beforeAll(async () => {
  platform = await startPlatform();
  client = await loggedInClient(platform);
  aptosAddress = (await getAccount(client)).find((wallet) => wallet.caipId === APTOS)!.address;
});
afterAll(() => platform.close());

async function expectSuccessful(jobId: string, intentType: string, details: Record<string, unknown> = {}) {
  expect(jobId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  const order = await waitForFinalOrder(client, jobId);
  expect(order).toMatchObject({ intentId: jobId, intentType, status: 'SUCCESSFUL', reason: '' });
  expect(order.details).toMatchObject(details);
  expect(order.downstreamTransactionHash.length).toBeGreaterThan(0);
  return order;
}

describe('every intent through to SUCCESSFUL (§10.6)', () => {
  it('tokenTransfer (native), the whole write flow', async () => {
    const jobId = await tokenTransfer(client, {
      caip2Id: BASE_SEPOLIA,
      recipient: RECIPIENT,
      token: '',
      amount: 1000n,
    });
    await expectSuccessful(jobId, 'TOKEN_TRANSFER', {
      caip2Id: BASE_SEPOLIA,
      recipientWalletAddress: RECIPIENT,
      tokenAddress: '',
      amount: '1000',
    });
  });

  it('prepareTokenTransfer with a fee payer on a sponsored chain → signUserOp → executeUserOp', async () => {
    const op = await prepareTokenTransfer(
      client,
      { caip2Id: AMOY, recipient: RECIPIENT, token: '', amount: 5 },
      FEE_PAYER,
    );
    expect(op).toMatchObject({
      sender: client.userSWA,
      paymaster: ENVIRONMENTS.sandbox.paymaster,
      callGasLimit: '0x927c0',
      verificationGasLimit: '0x61a80',
      preVerificationGas: '0x186a0',
      paymasterPostOpGasLimit: '0x30d40',
      paymasterVerificationGasLimit: '0x30d40',
    });
    expect('signature' in op).toBe(false);
    expect(op.callData.toLowerCase()).toContain(FEE_PAYER.slice(2));
    const signed = await client.signUserOp(op);
    const jobId = await client.executeUserOp(signed);
    expect(`0x${'0'.repeat(32)}${jobId.replace(/-/g, '')}`).toBe(op.nonce);
    await expectSuccessful(jobId, 'TOKEN_TRANSFER', { caip2Id: AMOY, amount: '5' });
  });

  it('estimateTokenTransfer → sign the estimate’s userOps → execute', async () => {
    const estimated = await estimateTokenTransfer(client, {
      caip2Id: BASE_SEPOLIA,
      recipient: RECIPIENT,
      token: '',
      amount: 7n,
    });
    expect(Object.keys(estimated)).toEqual(['details', 'callData', 'userOps']);
    expect(estimated.details.estimation.amount).toBe('7');
    expect(Number(estimated.details.fees.transactionFees[BASE_SEPOLIA])).toBeGreaterThan(0);
    expect(estimated.userOps.sender).toBe(client.userSWA);
    const jobId = await client.executeUserOp(await client.signUserOp(estimated.userOps));
    await expectSuccessful(jobId, 'TOKEN_TRANSFER', { amount: '7' });
  });

  it('nftTransfer: the welcome ERC-721, then two ERC-1155 badges through prepare and estimate', async () => {
    const nfts = await getPortfolioNFT(client);
    const erc721 = nfts.find((nft) => nft.entityType === 'ERC721')!;
    const erc1155 = nfts.find((nft) => nft.entityType === 'ERC1155')!;
    const jobId = await nftTransfer(client, {
      caip2Id: erc721.caipId,
      collectionAddress: erc721.collectionAddress,
      nftId: erc721.nftId,
      recipientWalletAddress: RECIPIENT,
    });
    await expectSuccessful(jobId, 'NFT_TRANSFER', { nftId: erc721.nftId, nftType: 'ERC721', amount: '1' });
    const input = {
      caip2Id: erc1155.caipId,
      collectionAddress: erc1155.collectionAddress,
      nftId: erc1155.nftId,
      recipientWalletAddress: RECIPIENT,
      amount: 2,
      nftType: 'ERC1155' as const,
    };
    const prepared = await prepareNftTransfer(client, input);
    await expectSuccessful(await client.executeUserOp(await client.signUserOp(prepared)), 'NFT_TRANSFER', {
      nftType: 'ERC1155',
      amount: '2',
    });
    const estimated = await estimateNftTransfer(client, input);
    await expectSuccessful(
      await client.executeUserOp(await client.signUserOp(estimated.userOps)),
      'NFT_TRANSFER',
      { amount: '2' },
    );
    const left = (await getPortfolioNFT(client)).find(
      (nft) => nft.entityType === 'ERC1155' && nft.nftId === erc1155.nftId,
    );
    expect(BigInt(left!.quantity)).toBe(BigInt(erc1155.quantity) - 4n);
  });

  it('nftCollectionCreation then nftMint into it (Aptos)', async () => {
    const name = `Collection ${Date.now()}`;
    const collectionJob = await nftCollectionCreation(client, {
      caip2Id: APTOS,
      name,
      uri: 'https://example.com/c.json',
      data: { symbol: 'SC', description: 'made by the SDK tests' },
    });
    await expectSuccessful(collectionJob, 'NFT_CREATE_COLLECTION', { name, symbol: 'SC' });
    // Aptos derives a named collection's address from its creator and name (the local platform mirrors this).
    const collectionAddress = keccak256(
      toHex(`satchel:aptos-collection:${aptosAddress.toLowerCase()}:${name}`),
    );
    const mintJob = await nftMint(client, {
      caip2Id: APTOS,
      nftName: 'First',
      collectionAddress,
      uri: 'https://example.com/1.json',
      data: { description: 'minted', properties: [{ name: 'level', type: 0, value: '7' }] },
    });
    await expectSuccessful(mintJob, 'NFT_MINT', {
      nftName: 'First',
      collectionAddress,
      properties: [{ name: 'level', value: '7', valueType: '0' }],
    });
    expect(
      (await getPortfolioNFT(client)).some((nft) => nft.nftName === 'First' && nft.caipId === APTOS),
    ).toBe(true);

    const prepared = await prepareNftCollectionCreation(client, {
      caip2Id: APTOS,
      name: `${name} 2`,
      uri: 'u',
    });
    await expectSuccessful(
      await client.executeUserOp(await client.signUserOp(prepared)),
      'NFT_CREATE_COLLECTION',
    );
    const preparedMint = await prepareNftMint(client, {
      caip2Id: APTOS,
      nftName: 'Second',
      collectionAddress,
      uri: 'u2',
    });
    await expectSuccessful(await client.executeUserOp(await client.signUserOp(preparedMint)), 'NFT_MINT', {
      nftName: 'Second',
    });
  });

  it('evmRawTransaction: value transfer, prepared call data, estimate', async () => {
    const jobId = await evmRawTransaction(client, {
      caip2Id: BASE_SEPOLIA,
      transaction: { from: client.userSWA!, to: RECIPIENT, value: 12345n },
    });
    const order = await expectSuccessful(jobId, 'RAW_TRANSACTION', { caip2Id: BASE_SEPOLIA });
    expect(order.details.transactions).toEqual([
      [
        { Key: 'from', Value: client.userSWA },
        { Key: 'to', Value: RECIPIENT },
        { Key: 'data', Value: '0x' },
        { Key: 'value', Value: '0x3039' },
      ],
    ]);
    const prepared = await prepareEvmRawTransaction(client, {
      caip2Id: BASE_SEPOLIA,
      transaction: { from: client.userSWA!, to: RECIPIENT, data: '0xd09de08a' },
    });
    await expectSuccessful(await client.executeUserOp(await client.signUserOp(prepared)), 'RAW_TRANSACTION');
    const estimated = await estimateRawTransaction(client, {
      caip2Id: BASE_SEPOLIA,
      transaction: { from: client.userSWA!, to: RECIPIENT, value: 1 },
    });
    await expectSuccessful(
      await client.executeUserOp(await client.signUserOp(estimated.userOps)),
      'RAW_TRANSACTION',
    );
  });

  it('aptosRawTransaction: two APT transfers in one job, prepared and estimated', async () => {
    const transactions = [
      { function: '0x1::aptos_account::transfer', functionArguments: [APTOS_RECIPIENT, '100'] },
      {
        function: '0x1::aptos_account::transfer',
        typeArguments: [],
        functionArguments: [APTOS_RECIPIENT, 200],
      },
    ];
    const jobId = await aptosRawTransaction(client, { caip2Id: APTOS, transactions });
    const order = await expectSuccessful(jobId, 'RAW_TRANSACTION', { caip2Id: APTOS });
    expect(order.details.transactions).toHaveLength(2);
    const prepared = await prepareAptosRawTransaction(client, {
      caip2Id: APTOS,
      transactions: [transactions[0]!],
    });
    await expectSuccessful(await client.executeUserOp(await client.signUserOp(prepared)), 'RAW_TRANSACTION');
    const estimated = await estimateRawTransaction(client, { caip2Id: APTOS, transactions });
    await expectSuccessful(
      await client.executeUserOp(await client.signUserOp(estimated.userOps)),
      'RAW_TRANSACTION',
    );
  });

  it('an order the chain refuses ends FAILED with its reason (insufficient balance)', async () => {
    const jobId = await tokenTransfer(client, {
      caip2Id: BASE_SEPOLIA,
      recipient: RECIPIENT,
      token: '',
      amount: 10n ** 40n,
    });
    const order = await waitForFinalOrder(client, jobId);
    expect(order.status).toBe('FAILED');
    expect(order.reason).toMatch(/Insufficient balance/);
  });
});
