import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ok, post } from './helpers/bff.js';
import { loginByEmail, waitForOrder, type Session } from './helpers/flows.js';
import { startStack, type TestStack } from './helpers/stack.js';

// Every intent family of PROTOCOL §18.4 three ways (createUserOp → signUserOp → executeUserOp; estimate →
// executeAfterEstimate; direct), each until the order is SUCCESSFUL, then message signing.
let stack: TestStack;
let session: Session;
const RECIPIENT = '0x7c9e73d4C71dae564d41F78d56439bB4ba87592f';
const APTOS_RECIPIENT = `0x${'ab'.repeat(32)}`;
const jobIds: string[] = [];
const USER_OP_KEYS = [
  'sender',
  'nonce',
  'paymaster',
  'callGasLimit',
  'verificationGasLimit',
  'preVerificationGas',
  'maxFeePerGas',
  'maxPriorityFeePerGas',
  'paymasterPostOpGasLimit',
  'paymasterVerificationGasLimit',
  'callData',
  'paymasterData',
];

beforeAll(async () => {
  stack = await startStack();
  session = await loginByEmail(stack.app, stack.platform.url, 'grace@example.com');
});
afterAll(async () => {
  await stack.close();
});

/** Runs one intent body through the three write paths; every order must settle SUCCESSFUL. */
async function threeWays(family: string, body: () => Record<string, unknown>, intentType: string) {
  const withSession = () => ({ ...body(), sessionConfig: session });

  // createUserOp → signUserOp → executeUserOp
  const op = ok(await post(stack.app, `/api/intent/${family}/createUserOp`, withSession()));
  expect(Object.keys(op)).toEqual(USER_OP_KEYS);
  expect(op.sender).toBe(session.userSWA);
  const signed = ok(await post(stack.app, '/api/intent/signUserOp', { userOp: op, sessionConfig: session }));
  expect(signed).toEqual({ ...op, signature: expect.stringMatching(/^0x[0-9a-f]{130}$/) });
  const first = ok(
    await post(stack.app, '/api/intent/executeUserOp', { userOp: signed, sessionConfig: session }),
  );
  expect(first.jobId).toMatch(/^[0-9a-f-]{36}$/);

  // estimate → executeAfterEstimate
  const estimate = ok(await post(stack.app, `/api/intent/${family}/estimate`, withSession()));
  expect(Object.keys(estimate)).toEqual(['details', 'callData', 'userOps']);
  expect(estimate.callData.intentType).toBe(intentType);
  expect(Object.keys(estimate.userOps)).toEqual(USER_OP_KEYS);
  const second = ok(
    await post(stack.app, `/api/intent/${family}/executeAfterEstimate`, {
      userOp: estimate.userOps,
      sessionConfig: session,
    }),
  );
  expect(second.jobId).toBe(estimate.callData.jobId);

  // direct
  const third = ok(await post(stack.app, `/api/intent/${family}`, withSession()));

  jobIds.push(first.jobId, second.jobId, third.jobId);
  for (const { jobId } of [first, second, third]) {
    const order = await waitForOrder(stack.app, session, jobId);
    expect(order).toMatchObject({ intentId: jobId, intentType, status: 'SUCCESSFUL', reason: '' });
    expect(order.transactionHash.length).toBeGreaterThan(0);
  }
}

describe('intents until SUCCESSFUL', () => {
  it('tokenTransfer (native and ERC-20)', async () => {
    await threeWays(
      'tokenTransfer',
      () => ({ caip2Id: 'eip155:84532', recipient: RECIPIENT, token: '', amount: '1000' }),
      'TOKEN_TRANSFER',
    );
    await threeWays(
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
      await threeWays(
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
      await threeWays(
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
    await threeWays(
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
    await threeWays(
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

  it('a fee payer on a sponsored chain settles; on a chain without sponsorship the platform refuses it', async () => {
    const body = {
      recipient: RECIPIENT,
      token: '',
      amount: '1000',
      feePayerAddress: RECIPIENT,
      sessionConfig: session,
    };
    const op = ok(
      await post(stack.app, '/api/intent/tokenTransfer/createUserOp', { ...body, caip2Id: 'eip155:80002' }),
    );
    expect(op.callData.toLowerCase()).toContain(RECIPIENT.slice(2).toLowerCase());
    const { jobId } = ok(
      await post(stack.app, '/api/intent/tokenTransfer', { ...body, caip2Id: 'eip155:80002' }),
    );
    jobIds.push(jobId);
    expect((await waitForOrder(stack.app, session, jobId)).status).toBe('SUCCESSFUL');
    const refused = await post(stack.app, '/api/intent/tokenTransfer', { ...body, caip2Id: 'eip155:84532' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 400,
      errorCode: 'INVALID_CALL_DATA',
      message: 'Invalid call data',
    });
  });

  it('nftCollection and nftMint on Aptos (beyond §18.4): createUserOp → sign → execute, and direct', async () => {
    let n = 0;
    const collection = () => ({
      caip2Id: 'aptos:testnet',
      name: `Collection ${++n}`,
      uri: 'https://example.com/c.json',
      data: { symbol: 'SVC' },
    });
    for (const path of ['createUserOp', '']) {
      let jobId: string;
      if (path) {
        const op = ok(
          await post(stack.app, '/api/intent/nftCollection/createUserOp', {
            ...collection(),
            sessionConfig: session,
          }),
        );
        const signed = ok(
          await post(stack.app, '/api/intent/signUserOp', { userOp: op, sessionConfig: session }),
        );
        jobId = ok(
          await post(stack.app, '/api/intent/executeUserOp', { userOp: signed, sessionConfig: session }),
        ).jobId;
      } else
        jobId = ok(
          await post(stack.app, '/api/intent/nftCollection', { ...collection(), sessionConfig: session }),
        ).jobId;
      jobIds.push(jobId);
      expect(await waitForOrder(stack.app, session, jobId)).toMatchObject({
        intentType: 'NFT_CREATE_COLLECTION',
        status: 'SUCCESSFUL',
      });
    }
    // The collection's address as the platform derived it (read from its database, as a wallet UI would from an indexer).
    const { collection_address: collectionAddress } = stack.platform.ctx.db
      .prepare("SELECT collection_address FROM collections WHERE name = 'Collection 1'")
      .get() as { collection_address: string };
    const mint = {
      caip2Id: 'aptos:testnet',
      nftName: 'Item 1',
      collectionAddress,
      uri: 'https://example.com/1.json',
      sessionConfig: session,
    };
    const op = ok(await post(stack.app, '/api/intent/nftMint/createUserOp', mint));
    const signed = ok(
      await post(stack.app, '/api/intent/signUserOp', { userOp: op, sessionConfig: session }),
    );
    const first = ok(
      await post(stack.app, '/api/intent/executeUserOp', { userOp: signed, sessionConfig: session }),
    ).jobId;
    const second = ok(await post(stack.app, '/api/intent/nftMint', { ...mint, nftName: 'Item 2' })).jobId;
    for (const jobId of [first, second]) {
      jobIds.push(jobId);
      expect(await waitForOrder(stack.app, session, jobId)).toMatchObject({
        intentType: 'NFT_MINT',
        status: 'SUCCESSFUL',
      });
    }
    const refused = await post(stack.app, '/api/intent/nftMint', { ...mint, caip2Id: 'eip155:84532' });
    expect(refused.body.error).toMatchObject({
      code: 400,
      errorCode: 'VALIDATION_ERROR',
      message: 'Validation failed: NFT Minting is only supported on Aptos chain',
    });
  });

  it('a chain the client has not whitelisted is 403 CHAIN_NOT_SUPPORTED (the SDK check after the network lookup)', async () => {
    const res = await post(stack.app, '/api/intent/tokenTransfer/estimate', {
      caip2Id: 'eip155:1',
      recipient: RECIPIENT,
      token: '',
      amount: '1',
      sessionConfig: session,
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({
      code: 403,
      errorCode: 'CHAIN_NOT_SUPPORTED',
      message: 'Chain Not Supported',
      details: 'eip155:1 is not supported for this client',
    });
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

describe('message signing', () => {
  it('signMessage answers a 65-byte signature', async () => {
    const data = ok(
      await post(stack.app, '/api/intent/signMessage', {
        message: 'Hello from Satchel',
        sessionConfig: session,
      }),
    );
    expect(data).toEqual({ signature: expect.stringMatching(/^0x[0-9a-f]{130}$/) });
  });

  it('signTypedData accepts typed data as an object and as JSON text', async () => {
    const typed = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Greeting: [{ name: 'text', type: 'string' }],
      },
      primaryType: 'Greeting',
      domain: { name: 'Satchel', version: '1', chainId: 84532 },
      message: { text: 'Hello' },
    };
    const a = ok(await post(stack.app, '/api/intent/signTypedData', { data: typed, sessionConfig: session }));
    const b = ok(
      await post(stack.app, '/api/intent/signTypedData', {
        data: JSON.stringify(typed),
        sessionConfig: session,
      }),
    );
    expect(a.signature).toMatch(/^0x[0-9a-f]{130}$/);
    expect(b.signature).toBe(a.signature);
  });
});

describe('logs', () => {
  it('never contain the session key', () => {
    expect(stack.logs()).toContain('/api/intent/executeUserOp');
    expect(stack.logs()).not.toContain(session.sessionPrivKey);
  });
});
