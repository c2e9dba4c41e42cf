import type { JobKind, JobOptions, PushQueue, QueueSetup } from './push-queue.js';

/** Done jobs are remembered this long, so adding one again does nothing (as BullMQ keeps them). */
const KEEP_DONE_MS = 24 * 3_600_000;

/**
 * The queue without Redis (`npm start`): the same processors on timers in this process. Not durable: what is
 * queued is lost when the process exits, and every instance has its own.
 */
export function memoryQueue(setup: QueueSetup): PushQueue {
  const jobs = new Map<string, { doneAt?: number }>();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let closed = false;

  const forgetOld = () => {
    const before = Date.now() - KEEP_DONE_MS;
    for (const [key, job] of jobs) if (job.doneAt !== undefined && job.doneAt < before) jobs.delete(key);
  };

  function run(kind: JobKind, id: string, data: unknown, attempts: number, failed: number) {
    const key = `${kind}:${id}`;
    const work = (async () => {
      try {
        const step = await setup.processors[kind](data, failed);
        if (step?.again) return later(kind, id, step.again.data, step.again.delayMs, attempts, failed);
        jobs.set(key, { doneAt: Date.now() });
      } catch (error) {
        const willRetry = failed + 1 < attempts;
        setup.onFailure(kind, id, error as Error, willRetry);
        if (willRetry) later(kind, id, data, setup.retryDelayMs(failed + 1), attempts, failed + 1);
        else jobs.set(key, { doneAt: Date.now() });
      }
    })();
    running.add(work);
    void work.finally(() => running.delete(work));
  }

  function later(
    kind: JobKind,
    id: string,
    data: unknown,
    delayMs: number,
    attempts: number,
    failed: number,
  ) {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!closed) run(kind, id, data, attempts, failed);
    }, delayMs);
    timers.add(timer);
  }

  return {
    async add(kind, data, options: JobOptions) {
      const key = `${kind}:${options.id}`;
      if (closed || jobs.has(key)) return;
      if (jobs.size > 10_000) forgetOld();
      jobs.set(key, {});
      later(kind, options.id, data, options.delayMs ?? 0, options.attempts ?? 1, 0);
    },
    async isSettled(kind, id) {
      const job = jobs.get(`${kind}:${id}`);
      return !job || job.doneAt !== undefined;
    },
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}
