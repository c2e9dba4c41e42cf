import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ok, post } from './helpers/bff.js';
import { loginByEmail, waitForOrder, type Session } from './helpers/flows.js';
import { RECIPIENT } from './helpers/intent-flows.js';
import { startStack, type TestStack } from './helpers/stack.js';
import { expectExecutedOrder } from './helpers/user-operation-judge.js';

// Fee payers, the chain check, collection creation and minting (beyond §18.4), and message signing.
let stack: TestStack;
let session: Session;
const jobIds: string[] = [];

beforeAll(async () => {
  stack = await startStack();
  session = await loginByEmail(stack.app, stack.platform.url, 'lin@example.com');
});
afterAll(async () => {
  await stack.close();
});

describe('more intents', () => {
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
        const executed = ok(
          await post(stack.app, '/api/intent/executeUserOp', { userOp: signed, sessionConfig: session }),
        );
        expectExecutedOrder(executed, stack.platform.url, signed);
        jobId = executed.jobId;
      } else {
        // An Aptos order is a user operation on the environment chain too (§10): its hash is answered alike.
        const executed = ok(
          await post(stack.app, '/api/intent/nftCollection', { ...collection(), sessionConfig: session }),
        );
        expectExecutedOrder(executed, stack.platform.url);
        jobId = executed.jobId;
      }
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
