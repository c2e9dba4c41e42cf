export interface RepeatedPasses {
  stop(): Promise<void>;
}

/**
 * Runs `pass` at once, then on every tick of `tickMs`, never two at once; a pass that answers `true` (it was full,
 * so a backlog waits) is followed by the next one at once, after the requests that came in meanwhile (setImmediate),
 * rather than at the next tick. `stop()` waits for a running pass. `pass` handles its own errors.
 */
export function repeatPasses(pass: () => Promise<boolean>, tickMs: number): RepeatedPasses {
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  let stopped = false;
  const run = () => {
    if (busy || stopped) return;
    busy = true;
    running = pass().then(
      (full) => {
        busy = false;
        if (full) setImmediate(run);
      },
      () => {
        busy = false; // `pass` reports its own errors
      },
    );
  };
  run();
  const timer = setInterval(run, tickMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
