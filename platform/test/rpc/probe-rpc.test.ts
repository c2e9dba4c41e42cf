import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  encodeFunctionData,
  getAddress,
  getContractAddress,
  http,
  keccak256,
  parseEventLogs,
  toHex,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem';
import {
  satchelAccountAbi,
  satchelAccountDeployedBytecode,
} from '../../src/evm/artifacts/satchel-account.js';
import { PLATFORM_EXECUTOR } from '../../src/evm/platform-accounts.js';
import { fundUser } from '../../src/faucet/faucet.js';
import { executeIntent, orderOf, settleNow } from '../orders/helpers/chain-scenario.js';
import { probeAbi, probeBytecode, probeDeployedBytecode } from '../evm/artifacts/probe.js';
import { request } from '../helpers/request.js';
import { insertSession, type SeededSession } from '../helpers/seed-session.js';
import { startPlatform, type TestPlatform } from '@satchel/test-support';

// The test contract (Probe) deployed by a raw transaction: viem's readContract through POST /rpc/{caip2Id} and the
// platform's readContractData answer every view function alike; viem decodes the reverts' reasons, the custom
// error and the panic from what eth_call returns; the event of a raw transaction is in its receipt.

const BASE = 'eip155:84532';
const ZERO = `0x${'0'.repeat(40)}`;

let platform: TestPlatform;
let alice: SeededSession;
let chain: PublicClient;
let probe: Address;

const raw = async (to: string, data: Hex, value = '0x0') => {
  const jobId = await executeIntent(platform, alice, 'RAW_TRANSACTION', {
    caip2Id: BASE,
    transactions: [{ from: alice.user.userSWA, to, data, value }],
  });
  await settleNow(platform);
  return orderOf(platform, alice, jobId);
};

beforeAll(async () => {
  platform = await startPlatform({ nowMs: 1767225600600, settleMs: 1500 });
  alice = insertSession(platform.ctx);
  await fundUser(platform.ctx, platform.chains, alice.user, BASE);
  chain = createPublicClient({ transport: http(`${platform.url}/rpc/${BASE}`, { retryCount: 0 }) });
  // A deployment is a CREATE from the user's account: the address follows the account's nonce, and the account
  // logs it (the receipt is a call's: no contractAddress).
  const nonce = await chain.getTransactionCount({ address: alice.user.userSWA as Address });
  const deployed = await raw(ZERO, probeBytecode);
  expect(deployed.status).toBe('SUCCESSFUL');
  const receipt = await chain.getTransactionReceipt({ hash: deployed.downstream_transaction_hash[0] });
  expect(receipt).toMatchObject({
    status: 'success',
    to: alice.user.userSWA.toLowerCase(),
    contractAddress: null,
  });
  const [created] = parseEventLogs({
    abi: satchelAccountAbi,
    eventName: 'ContractDeployed',
    logs: receipt.logs,
  });
  probe = created.args.deployed;
  expect(probe).toBe(getContractAddress({ from: alice.user.userSWA as Address, nonce: BigInt(nonce) }));
}, 60_000);
afterAll(() => platform.close());

/** readContractData's text form of a value viem decoded: top-level scalars as strings, the rest as JSON. */
const plain = (value: unknown): unknown =>
  typeof value === 'bigint'
    ? String(value)
    : Array.isArray(value)
      ? value.map(plain)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]))
        : value;
const text = (value: unknown) =>
  typeof value === 'object' && value !== null ? JSON.stringify(plain(value)) : String(plain(value));

describe('Probe through POST /rpc/{caip2Id}', () => {
  it('sees the wallet as msg.sender (a contract: SatchelAccount) and the platform executor as tx.origin', async () => {
    const order = await raw(probe, encodeFunctionData({ abi: probeAbi, functionName: 'record' }));
    expect(order.status).toBe('SUCCESSFUL');
    const wallet = getAddress(alice.user.userSWA);
    expect(await chain.readContract({ address: probe, abi: probeAbi, functionName: 'callers' })).toEqual([
      wallet,
      PLATFORM_EXECUTOR,
    ]);
    expect(await chain.getTransaction({ hash: order.downstream_transaction_hash[0] })).toMatchObject({
      from: PLATFORM_EXECUTOR.toLowerCase(),
      to: wallet.toLowerCase(),
    });
    const receipt = await chain.getTransactionReceipt({ hash: order.downstream_transaction_hash[0] });
    const [recorded] = parseEventLogs({ abi: probeAbi, eventName: 'Recorded', logs: receipt.logs });
    expect(recorded.args).toEqual({
      sender: wallet,
      origin: PLATFORM_EXECUTOR,
      senderCodeSize: BigInt(((await chain.getCode({ address: wallet })) ?? '0x').length / 2 - 1),
    });
    expect(await chain.getCode({ address: wallet })).toBe(satchelAccountDeployedBytecode);
  });

  it('eth_call without `to` runs creation code (viem’s deployless reads, as its ERC-6492 verification makes them)', async () => {
    expect(await chain.readContract({ code: probeBytecode, abi: probeAbi, functionName: 'digest' })).toBe(
      keccak256(toHex('probe')),
    );
    // Creation code alone answers what it returns: the runtime code.
    expect(await chain.call({ data: probeBytecode })).toEqual({ data: probeDeployedBytecode });
  });

  it('a tx.origin-guarded call fails as it would from a smart account in production', async () => {
    const order = await raw(probe, encodeFunctionData({ abi: probeAbi, functionName: 'onlyOrigin' }));
    expect(order).toMatchObject({
      status: 'FAILED',
      reason: "Execution reverted: Probe: caller is not the transaction's origin",
    });
    const receipt = await chain.getTransactionReceipt({ hash: order.downstream_transaction_hash[0] });
    expect(receipt.status).toBe('reverted');
    // The same call from an externally owned account passes the guard.
    expect(
      await chain.readContract({
        address: probe,
        abi: probeAbi,
        functionName: 'onlyOrigin',
        account: PLATFORM_EXECUTOR,
      }),
    ).toBe(true);
  });

  it('a raw transaction’s event is in its receipt', async () => {
    const order = await raw(
      probe,
      encodeFunctionData({ abi: probeAbi, functionName: 'ping', args: ['hello'] }),
      '0x64',
    );
    expect(order.status).toBe('SUCCESSFUL');
    const receipt = await chain.getTransactionReceipt({ hash: order.downstream_transaction_hash[0] });
    const [pinged] = parseEventLogs({ abi: probeAbi, eventName: 'Pinged', logs: receipt.logs });
    expect(pinged.args).toEqual({
      from: getAddress(alice.user.userSWA),
      message: 'hello',
      count: 1n,
      value: 100n,
    });
    expect(await chain.getBalance({ address: probe })).toBe(100n);
  });

  it.each([
    ['lastMessage', []],
    ['count', []],
    ['position', []],
    ['holding', []],
    ['numbers', []],
    ['words', []],
    ['blob', []],
    ['digest', []],
    ['negative', []],
    ['many', []],
    ['echo', [[1n, 2n], 'x']],
  ] as const)('%s: viem’s readContract and readContractData agree', async (name, args) => {
    const fragment = probeAbi.find((f) => f.type === 'function' && f.name === name)!;
    const viaRpc = await chain.readContract({
      address: probe,
      abi: probeAbi,
      functionName: name as never,
      args: args as never,
    });
    const named = Object.fromEntries(
      (fragment as { inputs: readonly { name: string }[] }).inputs.map((input, i) => [
        input.name,
        plain(args[i]),
      ]),
    );
    const res = await request(platform.url, 'POST', '/api/oc/v1/readContractData', {
      headers: { Authorization: await alice.authorization() },
      body: { caip2Id: BASE, data: { contractAddress: probe, abi: fragment, args: named } },
    });
    expect(res.status).toBe(200);
    const outputs = (fragment as { outputs: readonly unknown[] }).outputs.length;
    const expected = outputs > 1 ? (viaRpc as unknown[]).map(text) : [text(viaRpc)];
    expect(res.json.data).toEqual(expected);
  });

  it('reverts decoded by viem from eth_call: Error(string), the custom error with its arguments, Panic', async () => {
    const revertOf = async (functionName: string, args: unknown[]) => {
      try {
        await chain.readContract({
          address: probe,
          abi: probeAbi,
          functionName: functionName as never,
          args: args as never,
          account: alice.user.userSWA as Address,
        });
      } catch (error) {
        const reverted = (error as BaseError).walk((e) => e instanceof ContractFunctionRevertedError);
        return reverted as ContractFunctionRevertedError;
      }
      throw new Error(`${functionName} did not revert`);
    };
    expect((await revertOf('fail', ['not today'])).reason).toBe('not today');
    expect((await revertOf('failCustom', [7n])).data).toMatchObject({
      errorName: 'Denied',
      args: [getAddress(alice.user.userSWA), 7n],
    });
    expect((await revertOf('panic', [])).data).toMatchObject({ errorName: 'Panic', args: [0x12n] });
  });
});
