import { describe, expect, it } from '@jest/globals';
import type { Hex } from 'viem';
import { setLazyRunState } from '../../src/evm/lazy-run-state.js';
import { CALLER, callSummary, HOLDER, TOKEN, TOKEN_BLOCK, tokenCall as token, tokenVm } from './token-vm.js';

const lazyVm = async () => (await tokenVm(TOKEN_BLOCK)).run;

const calls: Array<[Hex, bigint?]> = [
  [token('balanceOf', [CALLER.toString()])],
  [token('approve', [HOLDER, 5n])],
  [token('transfer', [HOLDER, 10n ** 30n])],
  [token('approve', [HOLDER, 7n]), 1_000n],
  ['0xdeadbeef'],
];

type Result = Awaited<ReturnType<Awaited<ReturnType<typeof lazyVm>>>>;
type RunState = Result['execResult']['runState'];

/** What a frame's result says, its runState read last (the lazy one is built then). */
const summary = (result: Result) => ({
  ...callSummary(result),
  gasLeft: result.execResult.gas,
  keys: Object.keys(result.execResult).sort(),
  runState: runStateSummary(result.execResult.runState),
});

const runStateSummary = (r: RunState) => ({
  gasLeft: r?.gasLeft,
  programCounter: r?.programCounter,
  stack: r?.stack.getStack().map(String),
  address: String(r?.env.address ?? (r as { address?: unknown } | undefined)?.address),
  depth: (r as unknown as { depth?: number } | undefined)?.depth,
});

describe('each call frame’s runState built only when read (evm/lazy-run-state.ts)', () => {
  it('gives every call the result @ethereumjs builds, runState included, when it is read', async () => {
    const lazy = await lazyVm();
    const eager = await lazyVm();
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
    const { execResult } = await (await lazyVm())(calls[0][0]);
    const descriptor = Object.getOwnPropertyDescriptor(execResult, 'runState');
    expect(typeof descriptor?.get).toBe('function');
    const replaced = { replaced: true } as unknown as typeof execResult.runState;
    execResult.runState = replaced;
    expect(execResult.runState).toBe(replaced);
  });
});
