import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ok, post } from './helpers/bff.js';
import { loginByEmail, waitForOrder, type Session } from './helpers/flows.js';
import { RECIPIENT, threeWays } from './helpers/intent-flows.js';
import { startStack, type TestStack } from './helpers/stack.js';

// The intent families of docs/protocol.md §18.4 three ways each (createUserOp → signUserOp → executeUserOp; estimate →
// executeAfterEstimate; direct), every order until SUCCESSFUL, then the order history of them all.
const APTOS_RECIPIENT = `0x${'ab'.repeat(32)}`;
/** threeWays with this file's app and session, remembering the jobIds. */
const viaAllPaths = async (family: string, body: () => Record<string, unknown>, intentType: string) =>
  jobIds.push(...(await threeWays(stack.app, stack.platform.url, session, family, body, intentType)));
let stack: TestStack;
let session: Session;
const jobIds: string[] = [];

beforeAll(async () => {
  stack = await startStack();
  session = await loginByEmail(stack.app, stack.platform.url, 'grace@example.com');
});
afterAll(async () => {
  await stack.close();
});

describe('intents until SUCCESSFUL', () => {
  it('tokenTransfer (native and ERC-20)', async () => {
    await viaAllPaths(
      'tokenTransfer',
      () => ({ caip2Id: 'eip155:84532', recipient: RECIPIENT, token: '', amount: '1000' }),
      'TOKEN_TRANSFER',
    );
    await viaAllPaths(
      'tokenTransfer',
      () => ({
        caip2Id: 'eip155:84532',
        recipient: RECIPIENT,
        token: '0x036CbD53842c5426634e7929541eC2318f3dCF7e',
        amount: '250000',
      }),
      'TOKEN_TRANSFER',
    );
  });

  it('nftTransfer of NFTs the user holds', async () => {
    const nfts = ok(await post(stack.app, '/api/explorer/portfolio-nft', { sessionConfig: session }))
      .details as {
      caipId: string;
      collectionAddress: string;
      nftId: string;
      entityType: string;
      quantity: string;
    }[];
    const owned =
      nfts.filter(
        (n) => n.caipId.startsWith('eip155:') && n.entityType === 'ERC1155' && BigInt(n.quantity) >= 3n,
      )[0] ?? nfts.filter((n) => n.caipId.startsWith('eip155:'))[0];
    expect(owned).toBeDefined();
    if (owned.entityType === 'ERC1155') {
      await viaAllPaths(
        'nftTransfer',
        () => ({
          caip2Id: owned.caipId,
          collectionAddress: owned.collectionAddress,
          nftId: owned.nftId,
          recipientWalletAddress: RECIPIENT,
          amount: '1',
          nftType: 'ERC1155',
        }),
        'NFT_TRANSFER',
      );
    } else {
      // One ERC-721 token can only leave once: each path transfers a different one.
      const erc721 = nfts.filter((n) => n.caipId.startsWith('eip155:') && n.entityType === 'ERC721');
      expect(erc721.length).toBeGreaterThanOrEqual(3);
      let index = 0;
      await viaAllPaths(
        'nftTransfer',
        () => {
          const nft = erc721[index++];
          return {
            caip2Id: nft.caipId,
            collectionAddress: nft.collectionAddress,
            nftId: nft.nftId,
            recipientWalletAddress: RECIPIENT,
            amount: '1',
            nftType: 'ERC721',
          };
        },
        'NFT_TRANSFER',
      );
    }
  });

  it('rawTransaction on EVM (one transaction, or a one-element array)', async () => {
    await viaAllPaths(
      'rawTransaction',
      () => ({
        caip2Id: 'eip155:84532',
        transaction: { from: session.userSWA, to: RECIPIENT, data: '0x', value: '1000' },
      }),
      'RAW_TRANSACTION',
    );
    const { jobId } = ok(
      await post(stack.app, '/api/intent/rawTransaction', {
        caip2Id: 'eip155:84532',
        transaction: [{ from: session.userSWA, to: RECIPIENT, value: '0x10' }],
        sessionConfig: session,
      }),
    );
    jobIds.push(jobId);
    expect((await waitForOrder(stack.app, session, jobId)).status).toBe('SUCCESSFUL');
  });

  it('rawTransaction on Aptos (one object or an array)', async () => {
    const transfer = {
      function: '0x1::aptos_account::transfer',
      typeArguments: [],
      functionArguments: [APTOS_RECIPIENT, '100'],
    };
    await viaAllPaths(
      'rawTransaction',
      () => ({ caip2Id: 'aptos:testnet', transaction: [transfer] }),
      'RAW_TRANSACTION',
    );
    const { jobId } = ok(
      await post(stack.app, '/api/intent/rawTransaction', {
        caip2Id: 'aptos:testnet',
        transaction: transfer,
        sessionConfig: session,
      }),
    );
    jobIds.push(jobId);
    expect((await waitForOrder(stack.app, session, jobId)).status).toBe('SUCCESSFUL');
  });

  it('order-history lists every order and filters by type', async () => {
    const all = ok(await post(stack.app, '/api/explorer/order-history', { sessionConfig: session }));
    expect(all.count).toBe(jobIds.length);
    expect(all.items.map((o: { intentId: string }) => o.intentId).sort()).toEqual([...jobIds].sort());
    const nft = ok(
      await post(stack.app, '/api/explorer/order-history', {
        sessionConfig: session,
        intentType: 'NFT_TRANSFER',
      }),
    );
    expect(nft.count).toBe(3);
    expect(nft.items.every((o: { intentType: string }) => o.intentType === 'NFT_TRANSFER')).toBe(true);
  });
});

describe('logs', () => {
  it('never contain the session key', () => {
    expect(stack.logs()).toContain('/api/intent/executeUserOp');
    expect(stack.logs()).not.toContain(session.sessionPrivKey);
  });
});
