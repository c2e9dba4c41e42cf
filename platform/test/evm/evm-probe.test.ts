import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { decodeEventLog, encodeFunctionData, getAddress, keccak256, toHex, type Hex } from 'viem';
import { fundUser } from '../../src/faucet/faucet.js';
import type { EvmChainReader } from '../../src/evm/evm-chain-reader.js';
import { request } from '../helpers/request.js';
import { insertSession, type SeededSession } from '../helpers/seed-session.js';
import { startPlatform, type TestPlatform } from '@satchel/test-support';
import { executeIntent, orderOf, settleNow } from '../orders/helpers/chain-scenario.js';
import { probeAbi, probeBytecode } from './artifacts/probe.js';

const BASE = 'eip155:84532';
const ZERO = `0x${'0'.repeat(40)}`;
const fragment = (name: string) => probeAbi.find((f) => f.type === 'function' && f.name === name)!;

describe('raw transactions against a contract deployed by a raw transaction (Probe)', () => {
  let platform: TestPlatform;
  let alice: SeededSession;
  let reader: EvmChainReader;
  let probe: Hex;
  beforeAll(async () => {
    platform = await startPlatform({ nowMs: 1767225600600, settleMs: 1500 });
    alice = insertSession(platform.ctx);
    await fundUser(platform.ctx, platform.chains, alice.user, BASE);
    reader = platform.chains.evmReader(BASE)!;
  });
  afterAll(async () => platform.close());

  const raw = (to: string, data: Hex, value = '0x0') =>
    executeIntent(platform, alice, 'RAW_TRANSACTION', {
      caip2Id: BASE,
      transactions: [{ from: alice.user.userSWA, to, data, value }],
    });
  const call = (name: string, args: unknown[] = []) =>
    encodeFunctionData({ abi: probeAbi, functionName: name, args } as never);
  const read = async (name: string, args: Record<string, unknown> = {}) =>
    request(platform.url, 'POST', '/api/oc/v1/readContractData', {
      headers: { Authorization: await alice.authorization() },
      body: { caip2Id: BASE, data: { contractAddress: probe, abi: fragment(name), args } },
    });

  it('deploys Probe with a raw transaction to the zero address whose data is its creation code', async () => {
    const jobId = await raw(ZERO, probeBytecode);
    await settleNow(platform);
    const order = await orderOf(platform, alice, jobId);
    expect(order.status).toBe('SUCCESSFUL');
    const tx = await reader.getTransaction(order.downstream_transaction_hash[0]);
    expect(tx).toMatchObject({ status: 'success', to: null });
    probe = getAddress(tx!.contractAddress!);
    expect((await reader.getCode(probe)).length).toBeGreaterThan(100);
  });

  it('fail → FAILED with the Error(string) text; failCustom → the selector; panic → Panic(0x12)', async () => {
    const failed = await raw(probe, call('fail', ['not today']));
    const custom = await raw(probe, call('failCustom', [7n]));
    const panic = await raw(probe, call('panic'));
    const index = await raw(probe, call('panicIndex', [5n]));
    await settleNow(platform);
    const failedOrder = await orderOf(platform, alice, failed);
    expect(failedOrder).toMatchObject({ status: 'FAILED', reason: 'Execution reverted: not today' });
    // The FAILED order shows its mined, reverted transaction.
    expect(failedOrder.transaction_hash).toEqual(failedOrder.downstream_transaction_hash);
    expect(await reader.getTransaction(failedOrder.downstream_transaction_hash[0])).toMatchObject({
      status: 'reverted',
      revertReason: 'not today',
      intentId: failed.toLowerCase(),
    });
    const selector = keccak256(toHex('Denied(address,uint256)')).slice(0, 10);
    const customOrder = await orderOf(platform, alice, custom);
    expect(customOrder.status).toBe('FAILED');
    expect(customOrder.reason).toContain(`Execution reverted: custom error ${selector}`);
    expect(await orderOf(platform, alice, panic)).toMatchObject({
      status: 'FAILED',
      reason: 'Execution reverted: Panic(0x12): division or modulo by zero',
    });
    expect((await orderOf(platform, alice, index)).reason).toBe(
      'Execution reverted: Panic(0x32): array index out of bounds',
    );
    // The reverted transaction is mined and readable, with its reason.
    const mined = await reader.getLogs({
      fromBlock: 0n,
      toBlock: await reader.blockNumber(),
      address: [probe],
    });
    expect(mined).toEqual([]);
    const block = await reader.getBlock(await reader.blockNumber());
    const last = await reader.getTransaction(block!.transactions[0]);
    expect(last).toMatchObject({
      status: 'reverted',
      revertReason: 'Panic(0x32): array index out of bounds',
    });
  });

  it('ping → SUCCESSFUL with the event in the receipt (value forwarded)', async () => {
    const jobId = await raw(probe, call('ping', ['hello']), '0x64');
    await settleNow(platform);
    const order = await orderOf(platform, alice, jobId);
    expect(order.status).toBe('SUCCESSFUL');
    const tx = await reader.getTransaction(order.downstream_transaction_hash[0]);
    expect(tx!.logs).toHaveLength(1);
    const event = decodeEventLog({ abi: probeAbi, ...tx!.logs[0] } as never) as {
      eventName: string;
      args: { message: string; count: bigint; value: bigint; from: string };
    };
    expect(event).toMatchObject({ eventName: 'Pinged', args: { message: 'hello', count: 1n, value: 100n } });
    expect(event.args.from.toLowerCase()).toBe(alice.user.userSWA.toLowerCase());
    expect(await reader.getBalance(probe)).toBe(100n);
    const logs = await reader.getLogs({
      fromBlock: 0n,
      toBlock: tx!.blockNumber,
      address: [probe],
      topics: [tx!.logs[0].topics[0]],
    });
    expect(logs.map((l) => l.transactionHash)).toEqual([tx!.hash]);
  });

  it('readContractData of tuples, arrays, strings, bytes, signed ints on the deployed contract', async () => {
    const ok = async (name: string, args?: Record<string, unknown>) => {
      const res = await read(name, args);
      expect(res.json.error).toBeUndefined();
      return res.json.data as string[];
    };
    expect(await ok('lastMessage')).toEqual(['hello']);
    expect(await ok('count')).toEqual(['1']);
    expect(JSON.parse((await ok('position'))[0])).toEqual({
      owner: '0x00000000000000000000000000000000000000A1',
      amount: '42',
      label: 'probe',
      active: true,
    });
    expect(JSON.parse((await ok('holding'))[0])).toMatchObject({
      ids: ['1', '2', '3'],
      tag: keccak256(toHex('satchel')),
    });
    expect(JSON.parse((await ok('numbers'))[0])).toEqual([
      '0',
      '1',
      String(2n ** 128n - 1n),
      String(2n ** 256n - 1n),
    ]);
    expect(JSON.parse((await ok('words'))[0])).toEqual(['alpha', '', 'grüße']);
    expect(await ok('blob')).toEqual(['0x00ff10deadbeef']);
    expect(await ok('digest')).toEqual([keccak256(toHex('probe'))]);
    expect(await ok('negative')).toEqual(['-123456789']);
    expect(await ok('many')).toEqual(['1', probe, 'true', 'many', '-5']);
    expect(await ok('echo', { xs: ['1', '2'], s: 'x' })).toEqual(expect.arrayContaining(['3', 'x']));
    const reverted = await read('fail', { reason: 'nope' });
    expect(reverted.status).toBe(400);
    expect(reverted.json.error.details).toBe('fail(string): Execution reverted: nope');
  });
});
