import { describe, expect, it } from '@jest/globals';
import { hexToBytes, type Hex } from 'viem';
import { setSynchronousSteps } from '../../src/evm/synchronous-steps.js';
import { CALLER, HOLDER, tokenCall as token, tokenVm } from './token-vm.js';

/** Reads, writes (SSTORE and a log, through the state's promises), a revert, out of gas, an unknown selector. */
const calls: Array<[Hex, bigint?]> = [
  [token('balanceOf', [CALLER.toString()])],
  [token('transfer', [HOLDER, 0n])],
  [token('approve', [HOLDER, 5n])],
  [token('allowance', [CALLER.toString(), HOLDER])],
  [token('transfer', [HOLDER, 10n ** 30n])],
  [token('approve', [HOLDER, 7n]), 1_000n],
  [token('decimals')],
  ['0xdeadbeef'],
];

describe('the interpreter steps run without a microtask each (evm/synchronous-steps.ts)', () => {
  it('gives every call the answer, gas, refund, logs and state of @ethereumjs awaiting every step', async () => {
    const synchronous = await tokenVm();
    const awaited = await tokenVm();
    for (let round = 0; round < 2; round++) {
      for (const [data, gasLimit] of calls) {
        setSynchronousSteps(false);
        const expected = await awaited.call(data, gasLimit);
        setSynchronousSteps(true);
        expect(await synchronous.call(data, gasLimit)).toEqual(expected);
      }
    }
    const errors = await Promise.all(calls.map(([data, gasLimit]) => synchronous.call(data, gasLimit)));
    expect(errors.map((r) => r.error)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      'revert',
      'out of gas',
      undefined,
      'revert',
    ]);
    // The same writes landed in both states (the allowance the approve calls set).
    setSynchronousSteps(true);
    expect(await synchronous.call(calls[3][0])).toEqual(await awaited.call(calls[3][0]));
  });

  it('yields to other work only at the steps that await, and runs every step awaited while a tracer listens', async () => {
    const { vm } = await tokenVm();
    // 2,000 pure steps: JUMPDEST, PUSH1 1, POP … in a counted loop, no state access.
    const loop = hexToBytes('0x6101f45b600190038060035700');
    const turnsDuring = async () => {
      let turns = 0;
      let running = true;
      const tick = (): void => {
        turns++;
        if (running) queueMicrotask(tick);
      };
      queueMicrotask(tick);
      const result = await vm.evm.runCode({ code: loop, gasLimit: 1_000_000n });
      running = false;
      expect(result.exceptionError).toBeUndefined();
      return turns;
    };
    setSynchronousSteps(false);
    const awaitedTurns = await turnsDuring();
    setSynchronousSteps(true);
    const synchronousTurns = await turnsDuring();
    expect(awaitedTurns).toBeGreaterThan(2_000);
    expect(synchronousTurns).toBeLessThan(50);
    // A step listener (a tracer) gets every step, through @ethereumjs's own loop.
    let steps = 0;
    const listener = () => void steps++;
    vm.evm.events!.on('step', listener);
    const traced = await turnsDuring();
    vm.evm.events!.off('step', listener);
    expect(steps).toBeGreaterThan(2_000);
    expect(traced).toBeGreaterThan(2_000);
  });
});
