import { describe, expect, it } from '@jest/globals';
import { repeatPasses } from '../../src/orders/repeat-passes.js';

const TICK_NEVER = 3_600_000; // no tick within a test: every pass after the first follows a full one
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('repeatPasses (the settlement worker schedule)', () => {
  it('runs a pass at start and, after a full one, the next at once rather than at the next tick', async () => {
    const answers = [true, true, true, false];
    let calls = 0;
    let fourth!: () => void;
    const reachedFourth = new Promise<void>((resolve) => (fourth = resolve));
    const passes = repeatPasses(async () => {
      calls += 1;
      if (calls === 4) fourth();
      return answers[calls - 1] ?? false;
    }, TICK_NEVER);
    await reachedFourth;
    await pause(50);
    // The fourth pass was not full: the next waits for the tick.
    expect(calls).toBe(4);
    await passes.stop();
  });

  it('never runs two passes at once, whatever the tick', async () => {
    let inFlight = 0;
    let most = 0;
    let calls = 0;
    const passes = repeatPasses(async () => {
      calls += 1;
      inFlight += 1;
      most = Math.max(most, inFlight);
      await pause(30);
      inFlight -= 1;
      return calls % 2 === 0;
    }, 5);
    await pause(300);
    await passes.stop();
    expect(calls).toBeGreaterThan(3);
    expect(most).toBe(1);
  });

  it('stop() waits for the running pass, and no pass starts after it even when that pass was full', async () => {
    let calls = 0;
    let finished = false;
    const passes = repeatPasses(async () => {
      calls += 1;
      await pause(50);
      finished = true;
      return true;
    }, TICK_NEVER);
    await passes.stop();
    expect(finished).toBe(true);
    await pause(30);
    expect(calls).toBe(1);
  });

  it('goes on after a pass that rejects', async () => {
    let calls = 0;
    const passes = repeatPasses(async () => {
      calls += 1;
      if (calls === 1) throw new Error('a pass that did not handle its error');
      return false;
    }, 10);
    await pause(100);
    await passes.stop();
    expect(calls).toBeGreaterThan(1);
  });
});
