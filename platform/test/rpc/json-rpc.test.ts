import { describe, expect, it } from '@jest/globals';
import pino from 'pino';
import { answerJsonRpc, type RpcMethodCall } from '../../src/rpc/answer-json-rpc.js';
import { JsonRpcError } from '../../src/rpc/json-rpc-error.js';
import { RPC_LIMITS } from '../../src/rpc/rpc-limits.js';
import { address, blockRef, data, positional, quantity, slot } from '../../src/rpc/evm/evm-params.js';

// The JSON-RPC 2.0 layer alone (the specification's examples, §7), with a method table of its own: the methods
// over a real chain are tested through HTTP in evm-rpc.test.ts.

const logger = pino({ level: 'silent' });
const run: RpcMethodCall = async ({ method, params }) => {
  if (method === 'subtract') {
    const [a, b] = Array.isArray(params) ? params : [params.minuend, params.subtrahend];
    return (a as number) - (b as number);
  }
  if (method === 'notify_hello' || method === 'notify_sum') return undefined;
  if (method === 'fails') throw new JsonRpcError(3, 'execution reverted: no', '0x08c379a0');
  if (method === 'throws') throw new TypeError('x is undefined at /work/secret/path.ts:1:1');
  throw new JsonRpcError(-32601, `the method ${method} does not exist/is not available`);
};
const answer = (body: unknown) => answerJsonRpc(body, run, logger);

describe('JSON-RPC 2.0 requests and responses', () => {
  it('positional and named parameters, string and number ids', async () => {
    expect(await answer({ jsonrpc: '2.0', method: 'subtract', params: [42, 23], id: 1 })).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: 19,
    });
    expect(
      await answer({ jsonrpc: '2.0', method: 'subtract', params: { subtrahend: 23, minuend: 42 }, id: 'a' }),
    ).toEqual({ jsonrpc: '2.0', id: 'a', result: 19 });
  });

  it('a notification (no id) gets no response, a null id does', async () => {
    expect(await answer({ jsonrpc: '2.0', method: 'notify_hello', params: [7] })).toBeUndefined();
    expect(await answer({ jsonrpc: '2.0', method: 'notify_hello', id: null })).toEqual({
      jsonrpc: '2.0',
      id: null,
      result: null,
    });
  });

  it('-32600 for what is not a request, with the id when it has one', async () => {
    for (const body of [
      1,
      'x',
      null,
      { method: 'subtract', id: 2 },
      { jsonrpc: '1.0', method: 'a', id: 2 },
    ]) {
      expect(await answer(body)).toMatchObject({ jsonrpc: '2.0', error: { code: -32600 } });
    }
    expect(await answer({ jsonrpc: '2.0', method: 1, id: 5 })).toMatchObject({
      id: 5,
      error: { code: -32600 },
    });
    expect(await answer({ jsonrpc: '2.0', method: 'a', id: {} })).toMatchObject({
      id: null,
      error: { code: -32600 },
    });
    expect(await answer({ jsonrpc: '2.0', method: 'a', params: 'x', id: 1 })).toMatchObject({
      error: { code: -32600, message: 'Invalid request: "params" must be an array or an object' },
    });
  });

  it("a method's error keeps its code and data; anything else is -32603 without its text", async () => {
    expect(await answer({ jsonrpc: '2.0', method: 'fails', id: 1 })).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: 3, message: 'execution reverted: no', data: '0x08c379a0' },
    });
    expect(await answer({ jsonrpc: '2.0', method: 'throws', id: 1 })).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32603, message: 'Internal error' },
    });
  });

  it('a batch answers in order, without the notifications; empty and all-notification batches', async () => {
    const batch = [
      { jsonrpc: '2.0', method: 'subtract', params: [42, 23], id: '1' },
      { jsonrpc: '2.0', method: 'notify_hello', params: [7] },
      { foo: 'boo' },
      { jsonrpc: '2.0', method: 'foo.get', params: { name: 'myself' }, id: '5' },
      1,
    ];
    expect(await answer(batch)).toEqual([
      { jsonrpc: '2.0', id: '1', result: 19 },
      { jsonrpc: '2.0', id: null, error: expect.objectContaining({ code: -32600 }) },
      { jsonrpc: '2.0', id: '5', error: expect.objectContaining({ code: -32601 }) },
      { jsonrpc: '2.0', id: null, error: expect.objectContaining({ code: -32600 }) },
    ]);
    expect(await answer([])).toMatchObject({ id: null, error: { code: -32600 } });
    expect(await answer([{ jsonrpc: '2.0', method: 'notify_sum', params: [1] }])).toBeUndefined();
  });

  it(`a batch holds at most ${RPC_LIMITS.batch} requests`, async () => {
    const one = { jsonrpc: '2.0', method: 'subtract', params: [2, 1], id: 1 };
    expect(await answer(Array(RPC_LIMITS.batch).fill(one))).toHaveLength(RPC_LIMITS.batch);
    expect(await answer(Array(RPC_LIMITS.batch + 1).fill(one))).toMatchObject({
      error: { code: -32600, message: `Invalid request: a batch holds at most 100 requests (got 101)` },
    });
  });
});

describe('EVM parameter types', () => {
  const invalid = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      return (error as JsonRpcError).code;
    }
    return 'no error';
  };

  it('addresses, data and quantities are checked and normalised', () => {
    expect(address('0x036CbD53842c5426634e7929541eC2318f3dCF7e', 'a')).toBe(
      '0x036cbd53842c5426634e7929541ec2318f3dcf7e',
    );
    expect(data('0xABcd', 'd')).toBe('0xabcd');
    expect(quantity('0x1f', 'q')).toBe(31n);
    expect(quantity(`0x${'f'.repeat(64)}`, 'q')).toBe(2n ** 256n - 1n);
    for (const fn of [
      () => address('0x12', 'a'),
      () => data('0xabc', 'd'),
      () => data('abcd', 'd'),
      () => quantity('0x', 'q'),
      () => quantity(12, 'q'),
      () => quantity(`0x1${'0'.repeat(64)}`, 'q'),
    ])
      expect(invalid(fn)).toBe(-32602);
  });

  it('block tags, numbers and EIP-1898 objects', () => {
    for (const tag of ['latest', 'pending', 'safe', 'finalized', undefined, null])
      expect(blockRef(tag, 'b')).toEqual({ tag: 'latest' });
    expect(blockRef('earliest', 'b')).toEqual({ number: 0n });
    expect(blockRef('0x10', 'b')).toEqual({ number: 16n });
    expect(blockRef({ blockNumber: '0x2' }, 'b')).toEqual({ number: 2n });
    const hash = `0x${'ab'.repeat(32)}`;
    expect(blockRef({ blockHash: hash }, 'b')).toEqual({ hash });
    expect(invalid(() => blockRef('newest', 'b'))).toBe(-32602);
    expect(invalid(() => blockRef({ blockHash: hash }, 'b', false))).toBe(-32602);
  });

  it('storage slots are 32 bytes; parameters are positional and counted', () => {
    expect(slot('0x2', 's')).toBe(`0x${'0'.repeat(63)}2`);
    expect(invalid(() => positional({ a: 1 }, 0, 1))).toBe(-32602);
    expect(invalid(() => positional([], 1, 1))).toBe(-32602);
    expect(invalid(() => positional([1, 2], 1, 1))).toBe(-32602);
    expect(positional([1], 1, 2)).toEqual([1]);
  });
});
