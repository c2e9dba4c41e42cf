// The real, unmodified `@okto_web3/core-js-sdk@1.1.0` against the platform started in-process, redirected only by
// `redirectOktoClients` (the package's own subpath): logins, every read, every intent until SUCCESSFUL with the
// platform's default (unequal) gas values, message signing verified with viem, and sessionClear.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { OktoClient } from '@okto_web3/core-js-sdk';
import {
  getAccount,
  getChains,
  getNftCollections,
  getOrdersHistory,
  getPortfolio,
  getPortfolioActivity,
  getPortfolioNFT,
  getTokens,
} from '@okto_web3/core-js-sdk/explorer';
import {
  aptosRawTransaction,
  evmRawTransaction,
  nftCreateCollection,
  nftMint,
  nftTransfer,
  tokenTransfer,
} from '@okto_web3/core-js-sdk/userop';
import { Contract, hashMessage, JsonRpcProvider, TypedDataEncoder } from 'ethers';
import { createPublicClient, http, keccak256, toHex, verifyMessage, verifyTypedData, type Hex } from 'viem';
import { publicKeyToAddress } from 'viem/accounts';
import { redirectOktoClients } from '../../src/okto/redirect-okto-clients.js';
import { request } from '../helpers/request.js';
import { readDevCode, startPlatform, type TestPlatform } from '@satchel/test-support';
import { executeUntilSettled, oktoClient } from './helpers/okto-session.js';
import { expectOktoShape, OKTO_TYPES } from './helpers/okto-types.js';

const EVM_RECIPIENT: Hex = '0x3e5a8b1c9d2f4a6b7c8d9e0f1a2b3c4d5e6f7a8b';
const APTOS_RECIPIENT: Hex = `0x${'ab'.repeat(32)}`;
const TYPED_DATA = {
  domain: { name: 'Satchel', version: '1', chainId: 84532 },
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { contents: 'hello' },
} as const;

describe('the real @okto_web3/core-js-sdk@1.1.0 against the local platform', () => {
  let platform: TestPlatform;
  let undo: () => void;
  let client: OktoClient;
  beforeAll(async () => {
    platform = await startPlatform();
    // The platform must answer with its defaults, which differ: the Okto client's gasFees order is then visible.
    const { maxFeePerGas, maxPriorityFeePerGas } = platform.ctx.config.gasValues;
    expect(maxFeePerGas).not.toBe(maxPriorityFeePerGas);
    undo = redirectOktoClients(OktoClient, platform.url);
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    client = oktoClient();
  });
  afterAll(async () => {
    undo();
    jest.restoreAllMocks();
    await platform.close();
  });

  it('logs in by email OTP (provider okto) with the Okto sandbox paymaster', async () => {
    const { token } = (await client.sendOTP('okto-ada@example.com', 'email')) as { token: string };
    const otp = (await readDevCode(platform.url, 'okto-ada@example.com')).otp;
    const userSWA = await client.loginUsingEmail('okto-ada@example.com', otp, token);
    expect(userSWA).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(client.userSWA).toBe(userSWA);
    expect(await client.verifyLogin()).toBe(true);
    const row = platform.ctx.db.prepare('SELECT env, address_set FROM sessions').get();
    expect(row).toEqual({ env: 'sandbox', address_set: 'okto' });
  });

  it('logs in by WhatsApp OTP and by client JWT', async () => {
    const whatsapp = oktoClient();
    const { token } = (await whatsapp.sendOTP('9876543210', 'whatsapp')) as { token: string };
    const otp = (await readDevCode(platform.url, '9876543210')).otp;
    expect(await whatsapp.loginUsingWhatsApp('9876543210', otp, token)).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(await whatsapp.verifyLogin()).toBe(true);

    const jwtClient = oktoClient();
    const { json } = await request(platform.url, 'POST', '/dev/client-jwt', {
      body: { sub: 'okto-jwt-user' },
    });
    expect(await jwtClient.loginUsingJWTAuthentication(json.data.jwt)).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(await jwtClient.verifyLogin()).toBe(true);
  });

  it('reads accounts, chains, tokens, portfolio, activity, NFTs, orders and collections', async () => {
    const accounts = await getAccount(client);
    expect(accounts.map((a) => a.caipId)).toEqual(expect.arrayContaining(['eip155:84532', 'aptos:testnet']));
    expect(accounts.find((a) => a.caipId === 'eip155:84532')?.address).toBe(client.userSWA);
    const chains = await getChains(client);
    expect(chains.find((c) => c.caipId === 'eip155:80002')).toMatchObject({ sponsorshipEnabled: true });
    expect((await getTokens(client)).length).toBeGreaterThan(0);
    const portfolio = await getPortfolio(client);
    expect(Number(portfolio.aggregatedData.holdingsCount)).toBeGreaterThan(0);
    expect((await getPortfolioActivity(client)).length).toBeGreaterThan(0);
    expect((await getPortfolioNFT(client)).length).toBeGreaterThan(0);
    expect(await getOrdersHistory(client)).toEqual([]);
    expect(await getNftCollections(client)).toEqual([]);
    await client.syncUserKeys();
  });

  it('transfers tokens on EVM and Aptos until SUCCESSFUL', async () => {
    const evm = { caip2Id: 'eip155:84532', recipient: EVM_RECIPIENT, token: '' as const, amount: 1000n };
    expect(await executeUntilSettled(client, await tokenTransfer(client, evm))).toMatchObject({
      intentType: 'TOKEN_TRANSFER',
    });
    const aptos = { caip2Id: 'aptos:testnet', recipient: APTOS_RECIPIENT, token: '' as const, amount: 1000 };
    await executeUntilSettled(client, await tokenTransfer(client, aptos));
  });

  it('transfers a welcome NFT until SUCCESSFUL; getNftCollections then lists it', async () => {
    const nft = (await getPortfolioNFT(client)).find((n) => n.caipId.startsWith('eip155:'));
    if (!nft) throw new Error('no EVM welcome NFT');
    const op = await nftTransfer(client, {
      caip2Id: nft.caipId,
      collectionAddress: nft.collectionAddress as Hex,
      nftId: nft.nftId,
      recipientWalletAddress: EVM_RECIPIENT,
      amount: 1,
      nftType: nft.entityType as 'ERC721' | 'ERC1155',
    });
    const order = await executeUntilSettled(client, op);
    expect((await getNftCollections(client)).map((o) => o.intentId)).toEqual([order.intentId]);
  });

  it('sends EVM and Aptos raw transactions until SUCCESSFUL', async () => {
    const from = client.userSWA as Hex;
    const evm = { caip2Id: 'eip155:84532', transaction: { from, to: EVM_RECIPIENT as Hex, value: 1234n } };
    await executeUntilSettled(client, await evmRawTransaction(client, evm));
    const transfer = {
      function: '0x1::aptos_account::transfer',
      typeArguments: [],
      functionArguments: [APTOS_RECIPIENT, '1000'],
    };
    await executeUntilSettled(
      client,
      await aptosRawTransaction(client, { caip2Id: 'aptos:testnet', transactions: [transfer] }),
    );
  });

  it('creates an NFT collection and mints into it until SUCCESSFUL', async () => {
    const name = 'Okto Emulator Collection';
    const collection = {
      caip2Id: 'aptos:testnet',
      name,
      uri: 'https://example.com/c.json',
      data: { symbol: 'OEC' },
    };
    await executeUntilSettled(client, await nftCreateCollection(client, collection));
    const aptos = (await getAccount(client)).find((a) => a.caipId === 'aptos:testnet')!.address;
    // The platform derives an Aptos collection's address from creator and name (settle-nft-collection.ts).
    const collectionAddress = keccak256(toHex(`satchel:aptos-collection:${aptos.toLowerCase()}:${name}`));
    const mint = {
      caip2Id: 'aptos:testnet',
      nftName: 'First',
      collectionAddress,
      uri: 'https://example.com/1.json',
      data: {},
    };
    await executeUntilSettled(client, await nftMint(client, mint));
    const minted = (await getPortfolioNFT(client)).filter(
      (n) => n.collectionAddress.toLowerCase() === collectionAddress,
    );
    expect(minted.map((n) => n.nftName)).toEqual(['First']);
  });

  it("answers carry every field of the Okto client's published types", async () => {
    for (const wallet of await getAccount(client)) expectOktoShape(wallet, OKTO_TYPES.Wallet);
    for (const chain of await getChains(client))
      expectOktoShape(chain, OKTO_TYPES.GetSupportedNetworksResponseData);
    for (const token of await getTokens(client)) expectOktoShape(token, OKTO_TYPES.Token);
    for (const entry of await getPortfolioActivity(client))
      expectOktoShape(entry, OKTO_TYPES.UserPortfolioActivity);
    for (const nft of await getPortfolioNFT(client)) expectOktoShape(nft, OKTO_TYPES.UserNFTBalance);
    const orders = await getOrdersHistory(client);
    expect(orders.length).toBeGreaterThan(0);
    for (const order of orders) expectOktoShape(order, OKTO_TYPES.Order);
    const portfolio = await getPortfolio(client);
    expectOktoShape(portfolio.aggregatedData, OKTO_TYPES.PortfolioAggregatedData);
    for (const group of portfolio.groupTokens) {
      expectOktoShape(group, { ...OKTO_TYPES.PortfolioToken, groupId: 'string', aggregationType: 'string' });
      for (const token of group.tokens ?? []) expectOktoShape(token, OKTO_TYPES.PortfolioToken);
    }
  });

  it('signs a message and typed data with the user key, verified with viem and, against the wallet, ethers', async () => {
    const keys = (
      await request(platform.url, 'GET', '/api/oc/v1/user-keys', {
        headers: { Authorization: `Bearer ${await client.getAuthorizationToken()}` },
      })
    ).json.data as { ecdsaPublicKey: Hex };
    const address = publicKeyToAddress(keys.ecdsaPublicKey);
    const signature = (await client.signMessage('hello from okto')) as Hex;
    expect(await verifyMessage({ address, message: 'hello from okto', signature })).toBe(true);
    const typedSignature = (await client.signTypedData(TYPED_DATA)) as Hex;
    expect(await verifyTypedData({ address, ...TYPED_DATA, signature: typedSignature })).toBe(true);

    // The same signatures verify against the wallet itself, a contract (ERC-1271): viem's public client, and ethers
    // calling isValidSignature with the digests it computes.
    const wallet = client.userSWA as Hex;
    const rpc = `${platform.url}/rpc/eip155:84532`;
    const chain = createPublicClient({ transport: http(rpc) });
    expect(await chain.verifyMessage({ address: wallet, message: 'hello from okto', signature })).toBe(true);
    expect(await chain.verifyTypedData({ address: wallet, ...TYPED_DATA, signature: typedSignature })).toBe(
      true,
    );
    expect(await chain.verifyMessage({ address: wallet, message: 'hello from eve', signature })).toBe(false);
    const erc1271 = new Contract(
      wallet,
      ['function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)'],
      new JsonRpcProvider(rpc, 84532, { staticNetwork: true }),
    );
    const types = { Mail: [...TYPED_DATA.types.Mail] };
    const typedDigest = TypedDataEncoder.hash(TYPED_DATA.domain, types, TYPED_DATA.message);
    expect(await erc1271.isValidSignature(hashMessage('hello from okto'), signature)).toBe('0x1626ba7e');
    expect(await erc1271.isValidSignature(typedDigest, typedSignature)).toBe('0x1626ba7e');
    expect(await erc1271.isValidSignature(hashMessage('hello from eve'), signature)).toBe('0xffffffff');
  });

  it('sessionClear logs the client out', async () => {
    const other = oktoClient();
    const { json } = await request(platform.url, 'POST', '/dev/client-jwt', {
      body: { sub: 'okto-clear-user' },
    });
    await other.loginUsingJWTAuthentication(json.data.jwt);
    expect(other.isLoggedIn()).toBe(true);
    other.sessionClear();
    expect(other.isLoggedIn()).toBe(false);
    expect(other.userSWA).toBeUndefined();
    await expect(other.getAuthorizationToken()).rejects.toThrow('Session keys are not set');
  });
});
