import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Bloom } from '@ethereumjs/vm';
import { hexToBytes } from '@ethereumjs/util';
import { bytesToHex, createPublicClient, http, type Hex } from 'viem';
import { logsBloom } from '../../src/rpc/evm/logs-bloom.js';
import { request } from '../helpers/request.js';
import { BASE, settledWorld, USDC_BASE, type SettledWorld } from './helpers/settled-world.js';

// The endpoint's protocol over HTTP: batches, every JSON-RPC error code once, the HTTP statuses, the limits.

let world: SettledWorld;
beforeAll(async () => {
  world = await settledWorld();
}, 60_000);
afterAll(() => world.platform.close());

const rpc = (body: unknown, caip2Id = BASE) =>
  request(world.platform.url, 'POST', `/rpc/${caip2Id}`, { body });
const call = (method: string, params: unknown[] = [], id: unknown = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
});

describe('POST /rpc/{caip2Id}: protocol', () => {
  it('a batch answers each request in order, as the single requests do', async () => {
    const requests = [
      call('eth_chainId', [], 1),
      call('eth_getBalance', [world.bob.user.userSWA, 'latest'], 'b'),
      call('eth_nope', [], 3),
      call('eth_blockNumber', [], 4),
    ];
    const res = await rpc(requests);
    expect(res.status).toBe(200);
    const singles = await Promise.all(requests.map(async (r) => (await rpc(r)).json));
    expect(res.json).toEqual(singles);
    expect(res.json.map((r: { id: unknown }) => r.id)).toEqual([1, 'b', 3, 4]);
  });

  it('viem’s batching transport gets one answer per call', async () => {
    const client = createPublicClient({
      transport: http(`${world.platform.url}/rpc/${BASE}`, { batch: true, retryCount: 0 }),
    });
    const [chainId, head, balance] = await Promise.all([
      client.getChainId(),
      client.getBlockNumber(),
      client.getBalance({ address: world.bob.user.userSWA as Hex }),
    ]);
    expect([chainId, head > 0n, balance]).toEqual([84532, true, 100000000000000000n]);
  });

  it('each JSON-RPC error code', async () => {
    const codes = async (body: unknown) => {
      const res = await rpc(body);
      expect(res.status).toBe(200);
      return [res.json.error.code, res.json.error.message];
    };
    expect(await codes('{"jsonrpc":"2.0",')).toEqual([-32700, 'Parse error: the body is not valid JSON']);
    expect(await codes({ jsonrpc: '2.0', id: 1 })).toEqual([
      -32600,
      'Invalid request: "method" must be a non-empty string',
    ]);
    expect(await codes(call('eth_mine'))).toEqual([
      -32601,
      'the method eth_mine does not exist/is not available',
    ]);
    expect(await codes(call('eth_getBalance', ['0x12']))).toEqual([
      -32602,
      'invalid argument: address "0x12" is not a 20-byte hex address',
    ]);
    const [code, message] = await codes(call('eth_sendRawTransaction', ['0x02']));
    expect(code).toBe(-32004);
    expect(message).toMatch(/read-only; send transactions as intents through the Satchel SDK/);
    expect(await codes(call('eth_getLogs', [{ fromBlock: '0x0', toBlock: '0x2710' }]))).toEqual([
      -32005,
      'query exceeds max block range 10000 (from 0 to 10000)',
    ]);
    expect(await codes(call('eth_getBalance', [USDC_BASE, '0xffffffff']))).toEqual([
      -32000,
      'header not found',
    ]);
    const revert = await rpc(
      call('eth_call', [
        {
          from: world.bob.user.userSWA,
          to: USDC_BASE,
          data: `0xa9059cbb${'0'.repeat(24)}${'11'.repeat(20)}${'f'.repeat(64)}`,
        },
      ]),
    );
    expect(revert.json.error).toMatchObject({
      code: 3,
      message: 'execution reverted: ERC20: transfer amount exceeds balance',
      data: expect.stringMatching(/^0x08c379a0/),
    });
  });

  it('a batch of 101 is refused; an empty batch is an invalid request; notifications get 204', async () => {
    const big = await rpc(Array.from({ length: 101 }, (_, i) => call('eth_chainId', [], i)));
    expect(big.json).toMatchObject({ id: null, error: { code: -32600 } });
    expect((await rpc([])).json).toMatchObject({ error: { code: -32600 } });
    const note = await rpc({ jsonrpc: '2.0', method: 'eth_chainId' });
    expect([note.status, note.text]).toEqual([204, '']);
  });

  it('HTTP: 404 for a network the platform does not run, 413 over the body limit, never a stack trace', async () => {
    for (const caip2Id of ['eip155:1', 'aptos:testnet', 'nope', 'cosmos:hub']) {
      const res = await rpc(call('eth_chainId'), caip2Id);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32000, message: `no JSON-RPC endpoint for the network ${caip2Id}` },
      });
    }
    const huge = await rpc(call('eth_call', [{ to: USDC_BASE, data: `0x${'00'.repeat(600_000)}` }]));
    expect(huge.status).toBe(413);
    expect(huge.json.error.code).toBe(-32600);
    const get = await request(world.platform.url, 'GET', `/rpc/${BASE}`);
    expect(get.status).toBe(404);
  });

  it('logsBloom of a receipt is the bloom @ethereumjs/vm builds from the same logs', async () => {
    const receipt = (
      await rpc(call('eth_getTransactionReceipt', [world.erc20.downstream_transaction_hash[0]]))
    ).json.result;
    expect(receipt.logs.length).toBeGreaterThan(0);
    const bloom = new Bloom();
    for (const log of receipt.logs) {
      bloom.add(hexToBytes(log.address));
      for (const topic of log.topics) bloom.add(hexToBytes(topic));
    }
    expect(receipt.logsBloom).toBe(bytesToHex(bloom.bitvector));
    expect(logsBloom([])).toBe(`0x${'0'.repeat(512)}`);
  });
});
