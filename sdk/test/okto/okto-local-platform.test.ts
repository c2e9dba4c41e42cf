// Satchel in the okto profile with platformUrl: the local platform stands in for Okto's hosted one. A login binds
// the session to Okto's address set, every read answers, and every intent (Okto's addresses in the operation, the
// Okto fee packing in its hash) reaches SUCCESSFUL.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { keccak256, toHex } from 'viem';
import {
  aptosRawTransaction,
  estimateTokenTransfer,
  evmRawTransaction,
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
  nftCollectionCreation,
  nftMint,
  nftTransfer,
  prepareTokenTransfer,
  readContractData,
  solanaRawTransaction,
  tokenTransfer,
  verifySession,
  type SatchelClient,
} from '../../src/index.js';
import {
  clientFor,
  loggedInClient,
  uniqueEmail,
  waitForFinalOrder,
  type Platform,
} from '../integration/helpers.js';
import { oktoEnv } from './helpers/capture-okto-hosts.js';
import { readDevCode, startPlatform } from '@satchel/test-support';

jest.setTimeout(60_000);

const RECIPIENT = '0x7c9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8f1a2';
const APTOS = 'aptos:testnet';
const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const MEMO = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr';

let platform: Platform;
let client: SatchelClient;
beforeAll(async () => {
  platform = await startPlatform();
  client = await loggedInClient(platform, undefined, { platform: 'okto' });
});
afterAll(() => platform.close());

async function expectSuccessful(jobId: string, intentType: string) {
  expect(await waitForFinalOrder(client, jobId)).toMatchObject({
    intentId: jobId,
    intentType,
    status: 'SUCCESSFUL',
  });
}

describe('the okto profile against the local platform (platformUrl)', () => {
  it("logs in with Okto's sandbox paymaster, and the platform binds the session to Okto's address set", () => {
    expect(client.envConfig.paymaster).toBe(oktoEnv('sandbox').paymasterAddress);
    expect(client.envConfig.apiUrl).toBe(`http://localhost:${platform.port}`);
    const rows = platform.ctx.db.prepare('SELECT env, address_set FROM sessions').all();
    expect(rows).toContainEqual({ env: 'sandbox', address_set: 'okto' });
    expect(rows.every((row) => (row as { address_set: string }).address_set === 'okto')).toBe(true);
  });

  it("sends the platform's own OTP token under Okto's provider name (what the Okto client sends)", async () => {
    const bff = clientFor(platform, { platform: 'okto' });
    const email = uniqueEmail('okto-bff');
    const { token } = await bff.sendOTP(email, 'email');
    const { authToken } = await bff.verifyOTP(
      email,
      (await readDevCode(platform.url, email)).otp,
      token,
      'email',
    );
    expect(await bff.authenticate({ idToken: authToken as string, provider: 'satchel' })).toMatchObject({
      userSWA: bff.userSWA,
    });
    const sent = bff.requestLog.entries.find((entry) =>
      entry.request.url.endsWith('/api/oc/v1/authenticate'),
    );
    expect(sent?.request.body).toMatchObject({ authData: { provider: 'okto' } });
  });

  it('answers every read', async () => {
    expect(await verifySession(client)).toBe(true);
    expect(await client.verifyLogin()).toBe(true);
    const wallets = await getAccount(client);
    expect(wallets.map((w) => w.caipId)).toEqual(expect.arrayContaining(['eip155:84532', APTOS, SOLANA]));
    expect((await getChains(client)).length).toBeGreaterThan(0);
    const tokens = await getTokens(client);
    expect(tokens.length).toBeGreaterThan(0);
    expect(Number((await getPortfolio(client)).aggregatedData.holdingsCount)).toBeGreaterThan(0);
    expect((await getPortfolioActivity(client)).length).toBeGreaterThan(0);
    expect((await getPortfolioNFT(client)).length).toBeGreaterThan(0);
    expect(await getOrdersHistory(client)).toEqual([]);
    expect(await getNftCollections(client)).toEqual([]);
    expect(await getNftOrderDetails(client)).toEqual([]);
    expect(await getGasValues(client)).toMatchObject({ maxFeePerGas: expect.any(String) });
    expect((await getUserKeys(client)).userSWA).toBe(client.userSWA);
    const token = tokens.find((t) => t.caipId === 'eip155:84532' && t.address)!;
    const symbol = {
      type: 'function' as const,
      name: 'symbol',
      inputs: [],
      outputs: [{ name: '', type: 'string' }],
      stateMutability: 'view',
    };
    expect(
      await readContractData(client, {
        caip2Id: token.caipId,
        data: { contractAddress: token.address, abi: symbol, args: {} },
      }),
    ).toEqual([token.symbol]);
  });

  it('signs a message with the Okto threshold (the platform checks it against the session)', async () => {
    expect(await client.signMessage('hello from the okto profile')).toMatch(/^0x[0-9a-f]{130}$/);
  });

  it("runs every intent to SUCCESSFUL, each operation carrying Okto's paymaster", async () => {
    const transfer = { caip2Id: 'eip155:84532', recipient: RECIPIENT, token: '', amount: 1000n } as const;
    const prepared = await prepareTokenTransfer(client, transfer);
    expect(prepared.paymaster).toBe(oktoEnv('sandbox').paymasterAddress);
    expect(prepared.maxFeePerGas).not.toBe(prepared.maxPriorityFeePerGas);
    await expectSuccessful(await client.executeUserOp(await client.signUserOp(prepared)), 'TOKEN_TRANSFER');
    await expectSuccessful(await tokenTransfer(client, transfer), 'TOKEN_TRANSFER');
    const estimated = await estimateTokenTransfer(client, transfer);
    await expectSuccessful(
      await client.executeUserOp(await client.signUserOp(estimated.userOps)),
      'TOKEN_TRANSFER',
    );

    const nft = (await getPortfolioNFT(client)).find((n) => n.entityType === 'ERC721')!;
    await expectSuccessful(
      await nftTransfer(client, {
        caip2Id: nft.caipId,
        collectionAddress: nft.collectionAddress,
        nftId: nft.nftId,
        recipientWalletAddress: RECIPIENT,
      }),
      'NFT_TRANSFER',
    );

    const wallets = await getAccount(client);
    const aptos = wallets.find((w) => w.caipId === APTOS)!.address;
    const name = 'Okto Profile Collection';
    await expectSuccessful(
      await nftCollectionCreation(client, { caip2Id: APTOS, name, uri: 'https://example.com/c.json' }),
      'NFT_CREATE_COLLECTION',
    );
    // The platform derives an Aptos collection's address from its creator and name.
    const collectionAddress = keccak256(toHex(`satchel:aptos-collection:${aptos.toLowerCase()}:${name}`));
    await expectSuccessful(
      await nftMint(client, {
        caip2Id: APTOS,
        nftName: 'First',
        collectionAddress,
        uri: 'https://example.com/1',
      }),
      'NFT_MINT',
    );

    await expectSuccessful(
      await evmRawTransaction(client, {
        caip2Id: 'eip155:84532',
        transaction: { from: client.userSWA!, to: RECIPIENT, value: 1234n },
      }),
      'RAW_TRANSACTION',
    );
    await expectSuccessful(
      await aptosRawTransaction(client, {
        caip2Id: APTOS,
        transactions: [
          {
            function: '0x1::aptos_account::transfer',
            typeArguments: [],
            functionArguments: [`0x${'ab'.repeat(32)}`, '1000'],
          },
        ],
      }),
      'RAW_TRANSACTION',
    );
    const solana = wallets.find((w) => w.caipId === SOLANA)!.address;
    await expectSuccessful(
      await solanaRawTransaction(client, {
        caip2Id: SOLANA,
        transaction: {
          signer: solana,
          instructions: [
            {
              programId: MEMO,
              data: [...new TextEncoder().encode('okto profile')],
              keys: [{ pubkey: solana, isSigner: true, isWritable: false }],
            },
          ],
        },
      }),
      'RAW_TRANSACTION',
    );
  });
});
