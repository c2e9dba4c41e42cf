import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  encodeFunctionData,
  getAddress,
  http,
  parseEventLogs,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem';
import { fundUser } from '../../src/faucet/faucet.js';
import { executeIntent, orderOf, settleNow } from '../orders/helpers/chain-scenario.js';
import { probeAbi, probeBytecode } from '../evm/artifacts/probe.js';
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
  const deployed = await raw(ZERO, probeBytecode);
  expect(deployed.status).toBe('SUCCESSFUL');
  const receipt = await chain.getTransactionReceipt({ hash: deployed.downstream_transaction_hash[0] });
  expect(receipt).toMatchObject({ status: 'success', to: null });
  probe = getAddress(receipt.contractAddress!);
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
