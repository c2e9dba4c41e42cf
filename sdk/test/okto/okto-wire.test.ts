// Satchel in the okto profile (Okto's own hosts, no platformUrl) and the real `@okto_web3/core-js-sdk@1.1.0` side by
// side, offline: nock intercepts every request to Okto's six hosts, records it, and forwards it to the local
// platform, so both clients run a real login, every read the Okto client offers and every intent to SUCCESSFUL.
// Each step must send the same method, path and body fields to the same host; the authenticate body is rebuilt
// from the Okto client's session key and nonce and must be its bytes.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { OktoClient } from '@okto_web3/core-js-sdk';
import * as oktoExplorer from '@okto_web3/core-js-sdk/explorer';
import * as oktoUserop from '@okto_web3/core-js-sdk/userop';
import { DEMO_CLIENT, ENVIRONMENT_NAMES, type Environment } from '@satchel/shared';
import { keccak256, toHex } from 'viem';
import * as satchelSdk from '../../src/index.js';
import {
  buildAuthenticateRequest,
  clientSignerFromKey,
  SessionKey,
  type SatchelClient,
} from '../../src/index.js';
import { uniqueEmail, waitForFinalOrder, type Platform } from '../integration/helpers.js';
import nock from 'nock';
import { captureOktoHosts, oktoEnv, wireOf, type Captured } from './helpers/capture-okto-hosts.js';
import { oktoClient, satchelOkto } from './helpers/okto-clients.js';
import { readDevCode, startPlatform } from '@satchel/test-support';

const RECIPIENT = '0x7c9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8f1a2';
const APTOS = 'aptos:testnet';
const APTOS_RECIPIENT = `0x${'ab'.repeat(32)}`;
const TYPED_DATA = {
  domain: { name: 'Satchel', version: '1', chainId: 84532 },
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { contents: 'hello' },
};

jest.setTimeout(120_000);

let platform: Platform;
let log: Captured[];
const everything: Captured[] = [];
beforeAll(async () => {
  platform = await startPlatform();
  // Persisting scopes for the whole file (useNock cleans them after each test); only the local platform is reached.
  if (!nock.isActive()) nock.activate();
  nock.disableNetConnect();
  nock.enableNetConnect(/^(127\.0\.0\.1|localhost):/);
  log = captureOktoHosts(nock, `http://127.0.0.1:${platform.port}`);
  // The Okto client prints every exchange (its isDev is fixed to true) and the user keys.
  for (const method of ['info', 'log', 'error'] as const)
    jest.spyOn(console, method).mockImplementation(() => {});
});
afterAll(async () => {
  nock.cleanAll();
  nock.enableNetConnect();
  nock.restore();
  jest.restoreAllMocks();
  await platform.close();
});

/** The requests `run` made. */
async function capture<T>(run: () => Promise<T>): Promise<{ result: T; requests: Captured[] }> {
  log.length = 0;
  const result = await run();
  everything.push(...log);
  return { result, requests: [...log] };
}

/** One step run by both clients: the same hosts, methods, paths and body fields. */
async function sameWire<A, B>(okto: () => Promise<A>, satchel: () => Promise<B>) {
  const a = await capture(okto);
  const b = await capture(satchel);
  expect(b.requests.length).toBeGreaterThan(0);
  expect(wireOf(b.requests)).toEqual(wireOf(a.requests));
  return { okto: a.result, satchel: b.result, requests: a.requests };
}

async function expectSuccessful(client: SatchelClient, jobId: string) {
  expect(await waitForFinalOrder(client, jobId)).toMatchObject({ intentId: jobId, status: 'SUCCESSFUL' });
}

describe.each(ENVIRONMENT_NAMES)(
  "%s: Satchel's okto profile sends what the Okto client sends",
  (environment) => {
    let okto: OktoClient;
    let satchel: SatchelClient;
    const env = () => oktoEnv(environment as Environment);

    it('logs in by email OTP: send, verify, authenticate (the same bytes), user keys, verify-session', async () => {
      okto = oktoClient(environment);
      satchel = satchelOkto(environment);
      const emails = { okto: uniqueEmail('okto'), satchel: uniqueEmail('satchel') };
      const sent = await sameWire(
        () => okto.sendOTP(emails.okto, 'email') as Promise<{ token: string }>,
        () => satchel.sendOTP(emails.satchel, 'email'),
      );
      let oktoSession: { sessionPrivKey: string } | undefined;
      const login = await sameWire(
        async () =>
          okto.loginUsingEmail(
            emails.okto,
            (await readDevCode(platform.url, emails.okto)).otp,
            sent.okto.token,
            (session) => (oktoSession = session),
          ),
        async () =>
          satchel.loginUsingEmail(
            emails.satchel,
            (await readDevCode(platform.url, emails.satchel)).otp,
            sent.satchel.token,
          ),
      );
      expect(login.okto).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect(login.satchel).toBe(satchel.userSWA);
      expect(login.requests.every((request) => request.origin === env().bffBaseUrl)).toBe(true);

      const authenticate = login.requests.find((request) => request.path === '/api/oc/v1/authenticate')!;
      const body = JSON.parse(authenticate.body!);
      expect(body.authData.provider).toBe('okto');
      expect(body.sessionData.paymaster).toBe(env().paymasterAddress);
      const validUntil = Number(BigInt(`0x${body.sessionData.paymasterData.slice(2 + 64, 2 + 128)}`));
      const rebuilt = await buildAuthenticateRequest({
        authData: body.authData,
        clientSWA: DEMO_CLIENT.clientSWA,
        clientSigner: clientSignerFromKey(DEMO_CLIENT.clientPrivateKey as `0x${string}`),
        sessionKey: SessionKey.fromPrivateKey(oktoSession!.sessionPrivKey as `0x${string}`),
        paymaster: satchel.envConfig.paymaster,
        nonce: body.sessionData.nonce,
        nowMs: (validUntil - 6 * 3600) * 1000,
      });
      expect(JSON.stringify(rebuilt)).toBe(authenticate.body);

      await sameWire(
        () => okto.verifyLogin(),
        () => satchel.verifyLogin(),
      );
      const rows = platform.ctx.db.prepare('SELECT env, address_set FROM sessions').all();
      expect(rows).toContainEqual({ env: environment, address_set: 'okto' });
    });

    it('every read the Okto client offers', async () => {
      await sameWire(
        () => oktoExplorer.getAccount(okto),
        () => satchelSdk.getAccount(satchel),
      );
      await sameWire(
        () => oktoExplorer.getChains(okto),
        () => satchelSdk.getChains(satchel),
      );
      const tokens = await sameWire(
        () => oktoExplorer.getTokens(okto),
        () => satchelSdk.getTokens(satchel),
      );
      await sameWire(
        () => oktoExplorer.getPortfolio(okto),
        () => satchelSdk.getPortfolio(satchel),
      );
      await sameWire(
        () => oktoExplorer.getPortfolioActivity(okto),
        () => satchelSdk.getPortfolioActivity(satchel),
      );
      await sameWire(
        () => oktoExplorer.getPortfolioNFT(okto),
        () => satchelSdk.getPortfolioNFT(satchel),
      );
      await sameWire(
        () => oktoExplorer.getOrdersHistory(okto),
        () => satchelSdk.getOrdersHistory(satchel),
      );
      await sameWire(
        () => oktoExplorer.getNftCollections(okto),
        () => satchelSdk.getNftCollections(satchel),
      );
      const token = tokens.satchel.find((t) => t.caipId === 'eip155:84532' && t.address)!;
      const read = {
        caip2Id: token.caipId,
        data: {
          contractAddress: token.address,
          abi: {
            type: 'function',
            name: 'symbol',
            inputs: [],
            outputs: [{ name: '', type: 'string' }],
            stateMutability: 'view',
          },
          args: {},
        },
      };
      await sameWire(
        () => oktoExplorer.rawRead(okto, read as never),
        () => satchelSdk.readContractData(satchel, read as never),
      );
      await sameWire(
        () => okto.syncUserKeys(),
        () => satchel.syncUserKeys(),
      );
      await sameWire(
        () => okto.signMessage('hello from both'),
        () => satchel.signMessage('hello from both'),
      );
      await sameWire(
        () => okto.signTypedData(TYPED_DATA),
        () => satchel.signTypedData(TYPED_DATA),
      );
    });

    /** Prepares with both clients' functions, signs with each client and executes; both orders SUCCESSFUL. */
    async function sameIntent(
      prepareOkto: () => Promise<object>,
      prepareSatchel: () => Promise<object>,
    ): Promise<void> {
      const { okto: jobOkto, satchel: jobSatchel } = await sameWire(
        async () => okto.executeUserOp(await okto.signUserOp((await prepareOkto()) as never)),
        async () => satchel.executeUserOp(await satchel.signUserOp(await prepareSatchel())),
      );
      await expectSuccessful(satchel, jobSatchel);
      const [order] = await oktoExplorer.getOrdersHistory(okto, { intentId: jobOkto });
      expect(order?.status === 'SUCCESSFUL' || (await waitForOkto(jobOkto))).toBe(true);
    }

    async function waitForOkto(jobId: string): Promise<boolean> {
      for (let attempt = 0; attempt < 300; attempt += 1) {
        const [order] = await oktoExplorer.getOrdersHistory(okto, { intentId: jobId });
        if (order?.status === 'SUCCESSFUL') return true;
        if (order?.status === 'FAILED') return false;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return false;
    }

    it('every intent, signed with the Okto fee packing, to SUCCESSFUL', async () => {
      const transfer = { caip2Id: 'eip155:84532', recipient: RECIPIENT, token: '', amount: 1000n } as const;
      await sameIntent(
        () => oktoUserop.tokenTransfer(okto, transfer as never),
        () => satchelSdk.prepareTokenTransfer(satchel, transfer),
      );
      const nftOf = async (client: () => Promise<{ caipId: string; entityType: string }[]>) =>
        (await client()).find(
          (n) => n.caipId.startsWith('eip155:') && n.entityType === 'ERC721',
        ) as never as {
          caipId: string;
          collectionAddress: `0x${string}`;
          nftId: string;
        };
      const nftInput = (nft: { caipId: string; collectionAddress: `0x${string}`; nftId: string }) => ({
        caip2Id: nft.caipId,
        collectionAddress: nft.collectionAddress,
        nftId: nft.nftId,
        recipientWalletAddress: RECIPIENT,
        amount: 1,
        nftType: 'ERC721' as const,
      });
      const oktoNft = await nftOf(() => oktoExplorer.getPortfolioNFT(okto));
      const satchelNft = await nftOf(() => satchelSdk.getPortfolioNFT(satchel));
      await sameIntent(
        () => oktoUserop.nftTransfer(okto, nftInput(oktoNft) as never),
        () => satchelSdk.prepareNftTransfer(satchel, nftInput(satchelNft)),
      );
      await sameIntent(
        () =>
          oktoUserop.evmRawTransaction(okto, {
            caip2Id: 'eip155:84532',
            transaction: { from: okto.userSWA!, to: RECIPIENT, value: 1234n },
          }),
        () =>
          satchelSdk.prepareEvmRawTransaction(satchel, {
            caip2Id: 'eip155:84532',
            transaction: { from: satchel.userSWA!, to: RECIPIENT, value: 1234n },
          }),
      );
      const aptosTransfer = {
        caip2Id: APTOS,
        transactions: [
          {
            function: '0x1::aptos_account::transfer',
            typeArguments: [],
            functionArguments: [APTOS_RECIPIENT, '1000'],
          },
        ],
      };
      await sameIntent(
        () => oktoUserop.aptosRawTransaction(okto, aptosTransfer as never),
        () => satchelSdk.prepareAptosRawTransaction(satchel, aptosTransfer),
      );
      const collection = {
        caip2Id: APTOS,
        name: 'Wire Collection',
        uri: 'https://example.com/c.json',
        data: { symbol: 'WC' },
      };
      await sameIntent(
        () => oktoUserop.nftCreateCollection(okto, collection as never),
        () => satchelSdk.prepareNftCollectionCreation(satchel, collection),
      );
      const mintInto = async (aptosAddress: string) => ({
        caip2Id: APTOS,
        nftName: 'First',
        // The platform derives an Aptos collection's address from its creator and name.
        collectionAddress: keccak256(
          toHex(`satchel:aptos-collection:${aptosAddress.toLowerCase()}:Wire Collection`),
        ),
        uri: 'https://example.com/1.json',
        data: {},
      });
      const aptosOf = async (wallets: { caipId: string; address: string }[]) =>
        wallets.find((w) => w.caipId === APTOS)!.address;
      const oktoMint = await mintInto(await aptosOf(await oktoExplorer.getAccount(okto)));
      const satchelMint = await mintInto(await aptosOf(await satchelSdk.getAccount(satchel)));
      await sameIntent(
        () => oktoUserop.nftMint(okto, oktoMint as never),
        () => satchelSdk.prepareNftMint(satchel, satchelMint),
      );
    });
  },
);

it('sent nothing to the Okto gateway hosts, from either client', () => {
  expect(everything.length).toBeGreaterThan(100);
  expect(
    everything.every((request) =>
      ENVIRONMENT_NAMES.some((env) => oktoEnv(env).bffBaseUrl === request.origin),
    ),
  ).toBe(true);
});
