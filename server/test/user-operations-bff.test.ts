import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { http, parseAbi, parseEventLogs, type Hex } from 'viem';
import {
  createBundlerClient,
  UserOperationNotFoundError,
  UserOperationReceiptNotFoundError,
} from 'viem/account-abstraction';
import { ok, post } from './helpers/bff.js';
import { loginByEmail, waitForOrder, type Session } from './helpers/flows.js';
import { RECIPIENT } from './helpers/intent-flows.js';
import { startStack, type TestStack } from './helpers/stack.js';
import { SANDBOX, viemUserOpHash } from './helpers/user-operation-judge.js';

// An order built through the BFF, followed on chain with nothing but what the BFF answered (issue 41): viem's bundler
// client is the judge, on the RPC the answer names; the event is parsed with an ABI written from
// docs/user-operations.md (not the platform's artifacts).
const ENTRY_POINT_EVENTS = parseAbi([
  'event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)',
]);

interface Executed {
  jobId: string;
  userOperation: { hash: Hex; chainId: number; entryPoint: Hex; rpcUrl: string; explorerUrl: string };
}

let stack: TestStack;
let session: Session;
let executed: Executed;
beforeAll(async () => {
  stack = await startStack();
  session = await loginByEmail(stack.app, stack.platform.url, 'ada.userops@example.com');
  executed = ok(
    await post<Executed>(stack.app, '/api/intent/tokenTransfer', {
      caip2Id: 'eip155:84532',
      recipient: RECIPIENT,
      token: '',
      amount: '1000',
      sessionConfig: session,
    }),
  );
});
afterAll(() => stack.close());

describe('orders built through the BFF, followed with viem’s bundler client by what the BFF answered', () => {
  it('the answer names the operation: its hash, the environment chain, the entry point, the RPC and explorer page', () => {
    expect(executed.userOperation).toEqual({
      hash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      chainId: SANDBOX.chainId,
      entryPoint: SANDBOX.entryPoint,
      rpcUrl: `${stack.platform.url}/rpc/eip155:${SANDBOX.chainId}`,
      explorerUrl: `${stack.platform.url}/explorer/userop/${executed.userOperation.hash}`,
    });
  });

  it('chain id, entry points, receipt with its UserOperationEvent, and the operation by hash', async () => {
    const { hash, rpcUrl, chainId, entryPoint } = executed.userOperation;
    const bundler = createBundlerClient({ transport: http(rpcUrl) });
    expect(await bundler.getChainId()).toBe(chainId);
    expect(await bundler.getSupportedEntryPoints()).toContain(entryPoint);

    const receipt = await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 50, timeout: 20_000 });
    expect(receipt).toMatchObject({ userOpHash: hash, success: true });
    expect(receipt.entryPoint.toLowerCase()).toBe(entryPoint.toLowerCase());
    expect(receipt.sender.toLowerCase()).toBe(session.userSWA.toLowerCase());
    const events = parseEventLogs({
      abi: ENTRY_POINT_EVENTS,
      logs: receipt.receipt.logs,
      eventName: 'UserOperationEvent',
    });
    const event = events.find((e) => e.args.userOpHash === hash);
    expect(event?.address.toLowerCase()).toBe(entryPoint.toLowerCase());
    expect(event?.args).toMatchObject({ success: true, actualGasCost: receipt.actualGasCost });
    expect(event?.args.sender.toLowerCase()).toBe(session.userSWA.toLowerCase());
    // The nonce is the order's jobId as an integer (§1.3).
    expect(event?.args.nonce).toBe(BigInt(`0x${executed.jobId.replace(/-/g, '')}`));

    const operation = await bundler.getUserOperation({ hash });
    expect(operation.transactionHash).toBe(receipt.receipt.transactionHash);
    expect(operation.entryPoint.toLowerCase()).toBe(entryPoint.toLowerCase());
    expect(operation.userOperation.sender.toLowerCase()).toBe(session.userSWA.toLowerCase());

    expect(await waitForOrder(stack.app, session, executed.jobId)).toMatchObject({ status: 'SUCCESSFUL' });
  });

  it('the explorer: the order’s page links the operation, whose page the answer names', async () => {
    const { hash, explorerUrl } = executed.userOperation;
    const order = await fetch(`${stack.platform.url}/explorer/order/${executed.jobId}`);
    expect(order.status).toBe(200);
    expect(await order.text()).toContain(`href="/explorer/userop/${hash}"`);
    const page = await fetch(explorerUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(hash);
    expect(html).toContain(executed.jobId);
  });

  it('an operation the entry point refuses (AA94): FAILED with the reason, no receipt, the explorer says why', async () => {
    // A real input the platform's execute checks let through (fees are uint128 there, §15.2) and the entry point
    // refuses in validation (fees ≥ 2^120, docs/user-operations.md): built, changed, signed and executed via the BFF.
    const transfer = { caip2Id: 'eip155:84532', recipient: RECIPIENT, token: '', amount: '1000' };
    const op = ok(
      await post(stack.app, '/api/intent/tokenTransfer/createUserOp', {
        ...transfer,
        sessionConfig: session,
      }),
    );
    const changed = { ...op, maxFeePerGas: `0x${(1n << 120n).toString(16)}` };
    const signed = ok(
      await post(stack.app, '/api/intent/signUserOp', { userOp: changed, sessionConfig: session }),
    );
    const refused = ok(
      await post<Executed>(stack.app, '/api/intent/executeUserOp', {
        userOp: signed,
        sessionConfig: session,
      }),
    );
    const { hash, rpcUrl, explorerUrl } = refused.userOperation;
    expect(hash).toBe(viemUserOpHash(signed));

    const order = await waitForOrder(stack.app, session, refused.jobId);
    expect(order).toMatchObject({ status: 'FAILED', transactionHash: [] });
    expect(order.reason).toMatch(/^AA94 gas values overflow/);
    const bundler = createBundlerClient({ transport: http(rpcUrl) });
    await expect(bundler.getUserOperationReceipt({ hash })).rejects.toThrow(
      UserOperationReceiptNotFoundError,
    );
    await expect(bundler.getUserOperation({ hash })).rejects.toThrow(UserOperationNotFoundError);
    const page = await (await fetch(explorerUrl)).text();
    expect(page).toContain('Rejected in validation');
    expect(page).toContain('AA94 gas values overflow');
  });
});
