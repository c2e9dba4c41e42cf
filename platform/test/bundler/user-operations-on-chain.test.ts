import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Address, hexToBytes } from '@ethereumjs/util';
import { ENVIRONMENTS } from '@satchel/shared';
import { startPlatform, type TestPlatform } from '@satchel/test-support';
import { createPublicClient, encodeFunctionData, http, parseEventLogs, type Hex } from 'viem';
import { createBundlerClient, getUserOperationHash, toPackedUserOperation } from 'viem/account-abstraction';
import { satchelAccountAbi } from '../../src/evm/artifacts/satchel-account.js';
import {
  satchelEntryPointAbi,
  satchelEntryPointDeployedBytecode,
} from '../../src/evm/artifacts/satchel-entry-point.js';
import {
  satchelJobManagerAbi,
  satchelJobManagerDeployedBytecode,
} from '../../src/evm/artifacts/satchel-job-manager.js';
import { seedEnvironmentChain } from '../../src/evm/seed-environment-chain.js';
import { satchelPaymasterAbi } from '../../src/evm/artifacts/satchel-paymaster.js';
import { PLATFORM_EXECUTOR } from '../../src/evm/platform-accounts.js';
import { fundUser } from '../../src/faucet/faucet.js';
import { OKTO_ADDRESSES } from '../../src/okto/okto-addresses.js';
import { insertSession, type SeededSession } from '../helpers/seed-session.js';
import { request } from '../helpers/request.js';
import { buildOperation } from '../orders/helpers/build-operation.js';
import { orderOf, POLICY, settleNow } from '../orders/helpers/chain-scenario.js';

const SANDBOX = ENVIRONMENTS.sandbox;
const SANDBOX_CHAIN = `eip155:${SANDBOX.chainId}`;
const AMOY = 'eip155:80002'; // sponsored: the user's balance moves by the amount only
const RECIPIENT = '0x7c9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8f1a2';

let platform: TestPlatform;
let rpcUrl: string;
beforeAll(async () => {
  platform = await startPlatform({ nowMs: 1767225600600, settleMs: 1500 });
  rpcUrl = `${platform.url}/rpc/${SANDBOX_CHAIN}`;
}, 60_000);
afterAll(() => platform.close());

const bundler = () => createBundlerClient({ transport: http(rpcUrl) });
const chain = () => createPublicClient({ transport: http(rpcUrl) });

/** A call from the platform's executor on the sandbox chain, committed (what an operator would send). */
async function asExecutor(to: Hex, data: Hex): Promise<void> {
  await platform.chains.exclusive(async () => {
    const evm = platform.chains.evm!;
    const c = await evm.chain(SANDBOX_CHAIN);
    const mined = await c.send({
      from: PLATFORM_EXECUTOR,
      to,
      data,
      value: 0n,
      intentId: null,
      nowSec: Math.floor(platform.ctx.now() / 1000),
    });
    expect(mined.reason).toBe('');
    platform.ctx.db.transaction(() => c.commit(platform.ctx.db, mined))();
  });
}

/** Builds, signs and executes a native transfer on Amoy; answers the job id and its userOpHash (viem's). */
async function execute(session: SeededSession, amount = '1000') {
  const nowSec = Math.floor(platform.ctx.now() / 1000);
  const payload = { caip2Id: AMOY, recipientWalletAddress: RECIPIENT, tokenAddress: '', amount };
  const op = await buildOperation(session, 'TOKEN_TRANSFER', payload, nowSec, { policy: POLICY[AMOY] });
  const res = await request(platform.url, 'POST', '/api/oc/v1/execute', {
    headers: { Authorization: await session.authorization() },
    body: op,
  });
  expect(res.json).toMatchObject({ status: 'success' });
  const userOperation = {
    sender: op.sender as Hex,
    nonce: BigInt(op.nonce),
    callData: op.callData as Hex,
    callGasLimit: BigInt(op.callGasLimit),
    verificationGasLimit: BigInt(op.verificationGasLimit),
    preVerificationGas: BigInt(op.preVerificationGas),
    maxFeePerGas: BigInt(op.maxFeePerGas),
    maxPriorityFeePerGas: BigInt(op.maxPriorityFeePerGas),
    paymaster: op.paymaster as Hex,
    paymasterVerificationGasLimit: BigInt(op.paymasterVerificationGasLimit),
    paymasterPostOpGasLimit: BigInt(op.paymasterPostOpGasLimit),
    paymasterData: op.paymasterData as Hex,
    signature: op.signature as Hex,
  };
  const hash = getUserOperationHash({
    userOperation,
    entryPointAddress: SANDBOX.entryPoint,
    chainId: SANDBOX.chainId,
    entryPointVersion: '0.7',
  });
  return { jobId: res.json.data.jobId as string, hash, userOperation };
}

describe('the environment chain', () => {
  it('answers its chain id and entry points (Satchel’s first, then Okto’s) to viem’s bundler client', async () => {
    expect(await bundler().getChainId()).toBe(SANDBOX.chainId);
    expect(await bundler().getSupportedEntryPoints()).toEqual([
      SANDBOX.entryPoint,
      OKTO_ADDRESSES.sandbox.entryPoint,
    ]);
  });

  it('has code at both sets’ entry point, paymaster and job manager, and the paymasters have deposits', async () => {
    for (const set of [SANDBOX, OKTO_ADDRESSES.sandbox]) {
      for (const address of [set.entryPoint, set.paymaster, set.jobManager])
        expect((await chain().getCode({ address }))?.length ?? 0).toBeGreaterThan(100);
      const deposit = await chain().readContract({
        address: set.entryPoint,
        abi: satchelEntryPointAbi,
        functionName: 'balanceOf',
        args: [set.paymaster],
      });
      expect(deposit).toBeGreaterThan(10n ** 20n);
    }
  });

  it('is no intent target: not in /supported/networks, and an intent naming it is CHAIN_NOT_SUPPORTED', async () => {
    const alice = insertSession(platform.ctx);
    const res = await request(platform.url, 'GET', '/api/oc/v1/supported/networks', {
      headers: { Authorization: await alice.authorization() },
    });
    const ids = (res.json.data.network as { caip_id: string }[]).map((n) => n.caip_id);
    expect(ids).not.toContain(SANDBOX_CHAIN);
    const nowSec = Math.floor(platform.ctx.now() / 1000);
    const payload = {
      caip2Id: SANDBOX_CHAIN,
      recipientWalletAddress: RECIPIENT,
      tokenAddress: '',
      amount: '1',
    };
    const op = await buildOperation(alice, 'TOKEN_TRANSFER', payload, nowSec, { policy: POLICY[AMOY] });
    const refused = await request(platform.url, 'POST', '/api/oc/v1/execute', {
      headers: { Authorization: await alice.authorization() },
      body: op,
    });
    expect(refused.json.error?.errorCode).toBe('CHAIN_NOT_SUPPORTED');
  });

  it('refuses eth_sendUserOperation and eth_estimateUserOperationGas, pointing at execute', async () => {
    for (const method of ['eth_sendUserOperation', 'eth_estimateUserOperationGas']) {
      const res = await request(platform.url, 'POST', `/rpc/${SANDBOX_CHAIN}`, {
        body: { jsonrpc: '2.0', id: 1, method, params: [] },
      });
      expect(res.json.error.message).toContain('POST /api/oc/v1/execute');
    }
  });

  it('gets this platform’s contract code over an older platform’s at seed, its deposits kept', async () => {
    const depositOf = () =>
      chain().readContract({
        address: SANDBOX.entryPoint,
        abi: satchelEntryPointAbi,
        functionName: 'balanceOf',
        args: [SANDBOX.paymaster],
      });
    const deposit = await depositOf();
    await platform.chains.exclusive(async () => {
      const c = await platform.chains.evm!.chain(SANDBOX_CHAIN);
      // What an older build placed: other code at the entry point (here the job manager's).
      const layer = c.state.beginLayer();
      await c.state.putCode(
        new Address(hexToBytes(SANDBOX.entryPoint)),
        hexToBytes(satchelJobManagerDeployedBytecode),
      );
      c.state.commitLayer(layer);
      expect(await chain().getCode({ address: SANDBOX.entryPoint })).toBe(satchelJobManagerDeployedBytecode);
      await seedEnvironmentChain(platform.ctx, c, 'sandbox');
    });
    expect(await chain().getCode({ address: SANDBOX.entryPoint })).toBe(satchelEntryPointDeployedBytecode);
    expect(await depositOf()).toBe(deposit);
  });

  it('answers null for an unknown userOpHash (viem: not found)', async () => {
    const unknown = `0x${'ab'.repeat(32)}` as Hex;
    await expect(bundler().getUserOperation({ hash: unknown })).rejects.toThrow(/not be found/);
    await expect(bundler().getUserOperationReceipt({ hash: unknown })).rejects.toThrow(/not be found/);
  });
});

describe('an order runs on chain', () => {
  let alice: SeededSession;
  beforeAll(async () => {
    alice = insertSession(platform.ctx);
    await fundUser(platform.ctx, platform.chains, alice.user);
  });

  it('bundles its operation: receipt, UserOperationEvent, JobInitiated, getUserOperation, then the target work', async () => {
    const { jobId, hash, userOperation } = await execute(alice);
    const onChainHash = await chain().readContract({
      address: SANDBOX.entryPoint,
      abi: satchelEntryPointAbi,
      functionName: 'getUserOpHash',
      args: [toPackedUserOperation(userOperation)],
    });
    expect(onChainHash).toBe(hash);
    await settleNow(platform);
    const receipt = await bundler().waitForUserOperationReceipt({
      hash,
      pollingInterval: 50,
      timeout: 5_000,
    });
    expect(receipt).toMatchObject({
      userOpHash: hash,
      entryPoint: SANDBOX.entryPoint.toLowerCase(),
      sender: alice.user.userSWA.toLowerCase(),
      nonce: userOperation.nonce,
      paymaster: SANDBOX.paymaster.toLowerCase(),
      success: true,
    });
    expect(receipt.actualGasUsed).toBeGreaterThan(0n);
    expect(receipt.actualGasCost).toBeGreaterThan(0n);
    expect(receipt.receipt.status).toBe('success');
    expect(receipt.receipt.to).toBe(SANDBOX.entryPoint.toLowerCase());
    const events = parseEventLogs({
      abi: satchelEntryPointAbi,
      logs: receipt.receipt.logs,
      eventName: 'UserOperationEvent',
    });
    expect(events.map((e) => e.args.userOpHash)).toContain(hash);
    // The operation's own logs: the job manager's JobInitiated for this job.
    const jobs = parseEventLogs({ abi: satchelJobManagerAbi, logs: receipt.logs, eventName: 'JobInitiated' });
    expect(jobs).toHaveLength(1);
    expect(jobs[0].args.jobId).toBe(BigInt(`0x${jobId.replace(/-/g, '')}`));
    expect(jobs[0].args.userSWA.toLowerCase()).toBe(alice.user.userSWA.toLowerCase());

    const got = await bundler().getUserOperation({ hash });
    expect(got.transactionHash).toBe(receipt.receipt.transactionHash);
    expect(got.blockNumber).toBe(receipt.receipt.blockNumber);
    expect(got.entryPoint).toBe(SANDBOX.entryPoint.toLowerCase());
    expect(got.userOperation).toMatchObject(userOperation);

    const order = await orderOf(platform, alice, jobId);
    expect(order).toMatchObject({ status: 'SUCCESSFUL', reason: '' });
    expect(order.transaction_hash).toHaveLength(1);
    expect(order.transaction_hash[0]).not.toBe(receipt.receipt.transactionHash);
  });

  it('has explorer pages: the operation (bundle and target transactions linked), its bundle, its order', async () => {
    const { jobId, hash } = await execute(alice);
    await settleNow(platform);
    const json = { headers: { Accept: 'application/json' } };
    const op = await request(platform.url, 'GET', `/explorer/userop/${hash}`, json);
    expect(op.status).toBe(200);
    const field = (view: { fields: { label: string; href?: string; value: string }[] }, label: string) =>
      view.fields.find((f) => f.label.startsWith(label));
    const bundle = field(op.json, 'Bundle transaction')!;
    expect(bundle.href).toBe(`/explorer/tx/${bundle.value}`);
    const target = field(op.json, 'Transaction on')!;
    const order = await orderOf(platform, alice, jobId);
    expect(target.value).toBe(order.transaction_hash[0]);
    const tx = await request(platform.url, 'GET', bundle.href!, json);
    expect(JSON.stringify(tx.json.sections)).toContain(hash);
    const orderPage = await request(platform.url, 'GET', `/explorer/order/${jobId}`, json);
    expect(field(orderPage.json, 'User operation')).toMatchObject({
      value: hash,
      href: `/explorer/userop/${hash}`,
    });
    const html = await request(platform.url, 'GET', `/explorer/userop/${hash}`);
    expect(html.text).toContain(bundle.value);
  });
});

describe('failures that pass the door end FAILED with the AA code', () => {
  it('a session key removed on chain → AA24, and the operations bundled with it still run', async () => {
    const bob = insertSession(platform.ctx);
    const carol = insertSession(platform.ctx);
    await fundUser(platform.ctx, platform.chains, carol.user);
    // Both sessions get registered by a first operation each.
    await execute(bob, '1');
    await execute(carol, '1');
    await settleNow(platform);
    await asExecutor(
      bob.user.userSWA,
      encodeFunctionData({
        abi: satchelAccountAbi,
        functionName: 'removeSession',
        args: [bob.sessionAddress],
      }),
    );
    const refused = await execute(bob, '1');
    const ok = await execute(carol);
    await settleNow(platform);
    const failed = await orderOf(platform, bob, refused.jobId);
    expect(failed.status).toBe('FAILED');
    expect(failed.reason).toMatch(/^AA24 .*log in again/);
    expect(failed.transaction_hash).toEqual([]);
    await expect(bundler().getUserOperation({ hash: refused.hash })).rejects.toThrow(/not be found/);
    expect((await orderOf(platform, carol, ok.jobId)).status).toBe('SUCCESSFUL');
    expect((await bundler().getUserOperationReceipt({ hash: ok.hash })).success).toBe(true);
  });

  it('the client signer unregistered on the paymaster → AA34', async () => {
    const dave = insertSession(platform.ctx);
    const signer = platform.ctx.db
      .prepare('SELECT signer FROM client_signers WHERE client_id = ?')
      .get(dave.user.clientId) as { signer: Hex };
    const setSigner = (allowed: boolean) =>
      asExecutor(
        SANDBOX.paymaster,
        encodeFunctionData({
          abi: satchelPaymasterAbi,
          functionName: 'setClientSigner',
          args: [SANDBOX_CLIENT_SWA(), signer.signer, allowed],
        }),
      );
    await setSigner(false);
    try {
      const refused = await execute(dave, '1');
      await settleNow(platform);
      const failed = await orderOf(platform, dave, refused.jobId);
      expect(failed.status).toBe('FAILED');
      expect(failed.reason).toMatch(/^AA34 .*client/);
    } finally {
      await setSigner(true);
    }
  });

  it('the paymaster’s deposit drained → AA31', async () => {
    const erin = insertSession(platform.ctx);
    const deposit = await chain().readContract({
      address: SANDBOX.entryPoint,
      abi: satchelEntryPointAbi,
      functionName: 'balanceOf',
      args: [SANDBOX.paymaster],
    });
    await asExecutor(
      SANDBOX.paymaster,
      encodeFunctionData({
        abi: satchelPaymasterAbi,
        functionName: 'withdrawTo',
        args: [PLATFORM_EXECUTOR, deposit],
      }),
    );
    const refused = await execute(erin, '1');
    await settleNow(platform);
    const failed = await orderOf(platform, erin, refused.jobId);
    expect(failed.status).toBe('FAILED');
    expect(failed.reason).toMatch(/^AA31 .*fund the paymaster/);
  });
});

/** The demo client's SWA (the seeded sessions' client). */
function SANDBOX_CLIENT_SWA(): Hex {
  return (platform.ctx.db.prepare('SELECT client_swa FROM clients LIMIT 1').get() as { client_swa: Hex })
    .client_swa;
}
