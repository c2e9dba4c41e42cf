/**
 * Runs async jobs one at a time, in call order: chain work (a settlement pass, a faucet round, a reset) executes
 * in memory and then commits, so two of them interleaving would commit each other's uncommitted state.
 */
export function serialQueue(): <T>(job: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(job: () => Promise<T>) => {
    const run = tail.then(job);
    tail = run.catch(() => undefined);
    return run;
  };
}
