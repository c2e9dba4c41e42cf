import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Contract, JsonRpcProvider, parseEther as ethersParseEther } from 'ethers';
import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
  type Address,
  type PublicClient,
} from 'viem';
import { baseSepolia, polygonAmoy, sepolia } from 'viem/chains';
import { fundUser } from '../../src/faucet/faucet.js';
import { feeModelOf, gasPriceOf } from '../../src/evm/fee-model.js';
import { multicall3Abi } from '../../src/evm/artifacts/multicall-3.js';
import { MULTICALL3_ADDRESS } from '../../src/evm/seed-contracts.js';
import { insertSession, type SeededSession } from '../helpers/seed-session.js';
import { startPlatform, type TestPlatform } from '@satchel/test-support';

// viem and ethers v6, pointed at POST /rpc/{caip2Id}, judge the calls a wallet makes before it sends: fees, gas
// estimates (with the revert reason), fee history, access lists and Multicall3, on every EVM network.

const USDC_BASE = '0x036CbD53842c5426634e7929541eC2318f3dCF7e';
const NETWORKS = [
  { caip: 'eip155:84532', chain: baseSepolia },
  { caip: 'eip155:80002', chain: polygonAmoy },
  { caip: 'eip155:11155111', chain: sepolia },
] as const;
const STRANGER = '0x00000000000000000000000000000000000000aa';

let platform: TestPlatform;
let alice: SeededSession;
let aliceSWA: Address;
const url = (caip: string) => `${platform.url}/rpc/${caip}`;
const viemClient = (caip: string, chain: (typeof NETWORKS)[number]['chain']): PublicClient =>
  createPublicClient({ chain, transport: http(url(caip), { retryCount: 0 }) }) as PublicClient;

beforeAll(async () => {
  platform = await startPlatform({ nowMs: 1767225600600, settleMs: 1500 });
  alice = insertSession(platform.ctx);
  aliceSWA = alice.user.userSWA as Address;
  await fundUser(platform.ctx, platform.chains, alice.user);
}, 60_000);
afterAll(() => platform.close());

describe.each(NETWORKS)('$caip', ({ caip, chain }) => {
  const fees = feeModelOf(chain.id);
  const gasPrice = gasPriceOf(fees);

  it('viem: gas price, priority fee, fees per gas and fee history follow the network’s fee model', async () => {
    const client = viemClient(caip, chain);
    expect(await client.getGasPrice()).toBe(gasPrice);
    expect(await client.estimateMaxPriorityFeePerGas()).toBe(fees.priorityFeePerGas);
    const block = await client.getBlock();
    expect(block.baseFeePerGas).toBe(fees.baseFeePerGas);
    // The three newest blocks: every network has at least the seed's two initialize transactions and the faucet's.
    const history = await client.getFeeHistory({ blockCount: 3, rewardPercentiles: [25, 75] });
    const head = await client.getBlockNumber();
    expect(history.oldestBlock).toBe(head - 2n);
    expect(history.baseFeePerGas).toEqual(Array(4).fill(fees.baseFeePerGas));
    expect(history.gasUsedRatio).toHaveLength(3);
    for (const ratio of history.gasUsedRatio) expect(ratio).toBeGreaterThan(0);
    // Every block holds one transaction of the platform's, which paid the network's tip.
    expect(history.reward).toEqual(Array(3).fill([fees.priorityFeePerGas, fees.priorityFeePerGas]));
  });

  it('viem: prepareTransactionRequest, estimateGas (21000 for a transfer) and simulateContract', async () => {
    const client = viemClient(caip, chain);
    const prepared = await client.prepareTransactionRequest({
      account: aliceSWA,
      to: STRANGER,
      value: parseEther('0.01'),
      chain,
    });
    expect(prepared.gas).toBe(21000n);
    expect(prepared.maxPriorityFeePerGas).toBe(fees.priorityFeePerGas);
    expect(prepared.maxFeePerGas).toBeGreaterThanOrEqual(gasPrice);
    expect(prepared.nonce).toBe(await client.getTransactionCount({ address: aliceSWA }));
    expect(await client.estimateGas({ account: aliceSWA, to: STRANGER, value: 1n })).toBe(21000n);
  });

  it('viem: multicall with the network’s chain definition (Multicall3 at its canonical address)', async () => {
    const client = viemClient(caip, chain);
    expect((await client.getCode({ address: MULTICALL3_ADDRESS }))?.length).toBeGreaterThan(2);
    const [token] = platform.ctx.db
      .prepare(
        `SELECT address FROM tokens t JOIN networks n ON n.network_id = t.network_id WHERE n.caip_key = ? AND t.symbol = 'USDC'`,
      )
      .all(caip.toLowerCase()) as { address: Address }[];
    const results = await client.multicall({
      contracts: [
        { address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [aliceSWA] },
        { address: token.address, abi: erc20Abi, functionName: 'decimals' },
        { address: token.address, abi: erc20Abi, functionName: 'transfer', args: [STRANGER, 10n ** 30n] },
      ],
    });
    expect(results[0]).toEqual({ status: 'success', result: parseUnits('1000', 6) });
    expect(results[1]).toEqual({ status: 'success', result: 6 });
    expect(results[2].status).toBe('failure');
    const read = (functionName: 'getChainId' | 'getBasefee' | 'getBlockNumber') =>
      client.readContract({ address: MULTICALL3_ADDRESS, abi: multicall3Abi, functionName });
    expect(await read('getChainId')).toBe(BigInt(chain.id));
    expect(await read('getBasefee')).toBe(fees.baseFeePerGas);
    expect(await read('getBlockNumber')).toBe(await client.getBlockNumber());
  });

  it('ethers v6 JsonRpcProvider: network, fee data, estimateGas and a call', async () => {
    const provider = new JsonRpcProvider(url(caip), undefined, { staticNetwork: true, batchMaxCount: 1 });
    try {
      expect((await provider.getNetwork()).chainId).toBe(BigInt(chain.id));
      const feeData = await provider.getFeeData();
      expect(feeData.gasPrice).toBe(gasPrice);
      expect(feeData.maxPriorityFeePerGas).toBe(fees.priorityFeePerGas);
      expect(feeData.maxFeePerGas).toBe(fees.baseFeePerGas * 2n + fees.priorityFeePerGas);
      expect(
        await provider.estimateGas({ from: aliceSWA, to: STRANGER, value: ethersParseEther('0.01') }),
      ).toBe(21000n);
      expect(await provider.getBalance(aliceSWA)).toBeGreaterThan(0n);
    } finally {
      provider.destroy();
    }
  });
});

describe('estimates of contract calls', () => {
  const client = () => viemClient('eip155:84532', baseSepolia);

  it('an ERC-20 transfer: viem and ethers agree, and the estimate is the gas the transaction needs', async () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [STRANGER, 1_000_000n],
    });
    const gas = await client().estimateGas({ account: aliceSWA, to: USDC_BASE, data });
    expect(gas).toBeGreaterThan(21000n);
    const provider = new JsonRpcProvider(url('eip155:84532'), undefined, {
      staticNetwork: true,
      batchMaxCount: 1,
    });
    try {
      expect(await provider.estimateGas({ from: aliceSWA, to: USDC_BASE, data })).toBe(gas);
      const token = new Contract(
        USDC_BASE,
        ['function transfer(address to, uint256 amount) returns (bool)'],
        provider,
      );
      // ethers decodes the revert reason from code 3's data.
      await expect(
        token.transfer.estimateGas(STRANGER, 10n ** 30n, { from: aliceSWA }),
      ).rejects.toMatchObject({ code: 'CALL_EXCEPTION', reason: 'ERC20: transfer amount exceeds balance' });
    } finally {
      provider.destroy();
    }
    // One gas less fails (out of gas), so the estimate is the least that succeeds.
    const below = await fetch(url('eip155:84532'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_call',
        params: [{ from: aliceSWA, to: USDC_BASE, data, gas: `0x${(gas - 21000n - 1000n).toString(16)}` }],
      }),
    });
    expect(((await below.json()) as { error?: unknown }).error).toBeDefined();
  });

  it('a reverting call: estimateGas fails with code 3 and the reason; simulateContract too', async () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [STRANGER, 10n ** 30n],
    });
    const response = await fetch(url('eip155:84532'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_estimateGas',
        params: [{ from: aliceSWA, to: USDC_BASE, data }],
      }),
    });
    const body = (await response.json()) as { error: { code: number; message: string; data: string } };
    expect(body.error).toMatchObject({
      code: 3,
      message: 'execution reverted: ERC20: transfer amount exceeds balance',
    });
    expect(body.error.data).toMatch(/^0x08c379a0/);
    await expect(client().estimateGas({ account: aliceSWA, to: USDC_BASE, data })).rejects.toThrow(
      'ERC20: transfer amount exceeds balance',
    );
    await expect(
      client().simulateContract({
        account: aliceSWA,
        address: USDC_BASE,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [STRANGER, 10n ** 30n],
      }),
    ).rejects.toMatchObject({ cause: { reason: 'ERC20: transfer amount exceeds balance' } });
    const ok = await client().simulateContract({
      account: aliceSWA,
      address: USDC_BASE,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [STRANGER, 1n],
    });
    expect(ok.result).toBe(true);
  });

  it('a value above the balance: insufficient funds for transfer', async () => {
    await expect(client().estimateGas({ account: STRANGER, to: aliceSWA, value: 1n })).rejects.toThrow(
      /insufficient funds/i,
    );
  });

  it('eth_createAccessList: what a Multicall3 batch touches (the token and its balance slot), with the gas used', async () => {
    const balanceOf = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [aliceSWA] });
    const data = encodeFunctionData({
      abi: multicall3Abi,
      functionName: 'aggregate3',
      args: [[{ target: USDC_BASE, allowFailure: false, callData: balanceOf }]],
    });
    const result = await client().createAccessList({ account: aliceSWA, to: MULTICALL3_ADDRESS, data });
    expect(result.gasUsed).toBeGreaterThan(21000n);
    // The sender and the recipient (Multicall3) are warm anyway: only the token is listed, with one slot.
    expect(result.accessList).toEqual([
      { address: USDC_BASE.toLowerCase(), storageKeys: [expect.stringMatching(/^0x[0-9a-f]{64}$/)] },
    ]);
  });
});
