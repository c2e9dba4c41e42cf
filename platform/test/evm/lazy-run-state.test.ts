import { describe, expect, it } from '@jest/globals';
import { createBlock } from '@ethereumjs/block';
import { createAddressFromString, hexToBytes } from '@ethereumjs/util';
import { encodeFunctionData, type Hex } from 'viem';
import { satchelTokenAbi, satchelTokenDeployedBytecode } from '../../src/evm/artifacts/satchel-token.js';
import { chainCommon } from '../../src/evm/chain-common.js';
import { createChainVm } from '../../src/evm/chain-vm.js';
import { emptyLayer, LayeredState } from '../../src/evm/layered-state.js';
import { setLazyRunState } from '../../src/evm/lazy-run-state.js';

const TOKEN = createAddressFromString('0x00000000000000000000000000000000000070c1');
const CALLER = createAddressFromString('0x00000000000000000000000000000000000ca11e');
const HOLDER = '0x00000000000000000000000000000000000b0b00';
const common = chainCommon(84532);
const block = createBlock(
  { header: { number: 1n, timestamp: 1_767_225_600n, gasLimit: 30_000_000n } },
  { common },
);

async function tokenVm() {
  const state = new LayeredState(emptyLayer());
  state.beginLayer();
  const vm = await createChainVm(common, state);
  await state.putCode(TOKEN, hexToBytes(satchelTokenDeployedBytecode));
  return (data: Hex, gasLimit = 1_000_000n) =>
    vm.evm.runCall({ caller: CALLER, to: TOKEN, data: hexToBytes(data), gasLimit, block });
}

const token = (functionName: string, args: unknown[] = []) =>
  encodeFunctionData({ abi: satchelTokenAbi, functionName, args } as Parameters<
    typeof encodeFunctionData
  >[0]);

const calls: Array<[Hex, bigint?]> = [
  [token('balanceOf', [CALLER.toString()])],
  [token('approve', [HOLDER, 5n])],
  [token('transfer', [HOLDER, 10n ** 30n])],
  [token('approve', [HOLDER, 7n]), 1_000n],
  ['0xdeadbeef'],
];

type Result = Awaited<ReturnType<Awaited<ReturnType<typeof tokenVm>>>>;
/** What a frame's result says, its runState read last (the lazy one is built then). */
const summary = ({ execResult: r }: Result) => ({
  error: r.exceptionError?.error,
  gas: r.executionGasUsed,
  gasLeft: r.gas,
  refund: r.gasRefund,
  returned: Buffer.from(r.returnValue).toString('hex'),
  logs: r.logs?.map(([address, topics, logData]) => [address, topics, logData].map(String)),
  keys: Object.keys(r).sort(),
  runState: {
    gasLeft: r.runState?.gasLeft,
    programCounter: r.runState?.programCounter,
    stack: r.runState?.stack.getStack().map(String),
    address: String(r.runState?.env.address ?? (r.runState as { address?: unknown } | undefined)?.address),
    depth: (r.runState as unknown as { depth?: number } | undefined)?.depth,
  },
});

describe('each call frame’s runState built only when read (evm/lazy-run-state.ts)', () => {
  it('gives every call the result @ethereumjs builds, runState included, when it is read', async () => {
    const lazy = await tokenVm();
    const eager = await tokenVm();
    for (const [data, gasLimit] of calls) {
      setLazyRunState(false);
      const expected = summary(await eager(data, gasLimit));
      setLazyRunState(true);
      expect(summary(await lazy(data, gasLimit))).toEqual(expected);
      expect(expected.runState.gasLeft).toBe(expected.gasLeft);
      expect(expected.runState.address).toBe(TOKEN.toString());
      expect(expected.runState.depth).toBe(0);
    }
  });

  it('builds no runState for a frame nobody reads, and keeps one that is assigned', async () => {
    setLazyRunState(true);
    const { execResult } = await (await tokenVm())(calls[0][0]);
    const descriptor = Object.getOwnPropertyDescriptor(execResult, 'runState');
    expect(typeof descriptor?.get).toBe('function');
    const replaced = { replaced: true } as unknown as typeof execResult.runState;
    execResult.runState = replaced;
    expect(execResult.runState).toBe(replaced);
  });
});
