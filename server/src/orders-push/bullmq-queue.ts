import type { Job, Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { REDIS_ANSWER_MS, withinRedisAnswerTime } from '../shared-state/redis-client.js';
import { loadClosableRedis } from './closable-redis.js';
import { keptAdds } from './kept-adds.js';
import type { JobKind, PushQueue, QueueSetup } from './push-queue.js';

const KINDS: JobKind[] = ['follow', 'deliver'];
const PREFIX = 'satchel:bff:queue';
/** Completed jobs stay a day (a second add of the same id does nothing meanwhile); given-up ones a week. */
const KEEP = { removeOnComplete: { age: 86_400 }, removeOnFail: { age: 7 * 86_400 } };
const CONCURRENCY: Record<JobKind, number> = { follow: 50, deliver: 20 };
/** How often jobs added while Redis was down are tried again. */
const KEPT_RETRY_MS = 1_000;

interface Parts {
  producer: Redis;
  queues: Record<JobKind, Queue>;
  workers: Worker[];
  /** Every connection, BullMQ's own included. */
  connections: Set<Redis>;
}

/**
 * The queue in Redis (`REDIS_URL`) through BullMQ: jobs survive a restart or a kill -9 of any instance, every
 * instance runs workers, and BullMQ's lock gives each job to one worker at a time. A step that asks to run again is
 * moved back to the delayed set (BullMQ's documented DelayedError pattern), which counts no failed attempt.
 * BullMQ and ioredis load only here, when a Redis URL is set.
 */
export function bullmqQueue(redisUrl: string, setup: QueueSetup): PushQueue {
  const parts: Promise<Parts> = (async () => {
    const [{ Queue, Worker, DelayedError }, { Redis, made: connections }] = await Promise.all([
      import('bullmq'),
      loadClosableRedis(),
    ]);
    const connect = (failFast: boolean) => {
      // Workers block on Redis and must retry forever; the producer fails at once while Redis is down, and after
      // REDIS_ANSWER_MS while it does not answer (the request that accepted the order must not wait: the job is kept).
      const connection = new Redis(redisUrl, {
        maxRetriesPerRequest: failFast ? 1 : null,
        enableOfflineQueue: !failFast,
        ...(failFast && { commandTimeout: REDIS_ANSWER_MS }),
        retryStrategy: (times) => Math.min(100 * 2 ** times, 2_000),
      });
      connection.on('error', () => undefined);
      connections.add(connection);
      return connection;
    };
    const producer = connect(true);
    const queues = Object.fromEntries(
      KINDS.map((kind) => {
        const queue = new Queue(kind, { connection: producer, prefix: PREFIX });
        // An outage is logged once, by the order push's Redis client; without a listener BullMQ prints each error.
        queue.on('error', () => undefined);
        return [kind, queue];
      }),
    ) as Record<JobKind, Queue>;
    const workers = KINDS.map((kind) => {
      const worker = new Worker(
        kind,
        async (job: Job, token?: string) => {
          const step = await setup.processors[kind](job.data, job.attemptsMade);
          if (!step?.again) return;
          await job.updateData(step.again.data);
          await job.moveToDelayed(Date.now() + step.again.delayMs, token);
          throw new DelayedError();
        },
        {
          connection: connect(false),
          prefix: PREFIX,
          concurrency: CONCURRENCY[kind],
          // A job whose instance died mid-run is taken over by another after the lock expires; never given up for it.
          maxStalledCount: 1_000,
          settings: { backoffStrategy: (attemptsMade: number) => setup.retryDelayMs(attemptsMade) },
        },
      );
      worker.on('failed', (job, error) => {
        if (job) setup.onFailure(kind, String(job.id), error, job.attemptsMade < (job.opts.attempts ?? 1));
      });
      worker.on('error', () => undefined);
      return worker;
    });
    return { producer, queues, workers, connections };
  })();

  const kept = keptAdds(KEPT_RETRY_MS, setup.onKept);

  return {
    add(kind, data, options) {
      return kept.add(async () => {
        const { producer, queues } = await parts;
        // BullMQ waits for a connection that was never ready (an instance started while Redis is down), where the
        // request that accepted the order must not wait: fail at once, and the job is kept.
        if (producer.status !== 'ready') throw new Error(`Redis connection ${producer.status}`);
        await queues[kind].add(kind, data, {
          jobId: options.id,
          delay: options.delayMs ?? 0,
          attempts: options.attempts ?? 1,
          backoff: { type: 'custom' },
          ...KEEP,
        });
      }, options.id);
    },
    async isSettled(kind, id) {
      const job = await (await parts).queues[kind].getJob(id);
      if (!job) return true;
      const state = await job.getState();
      return state === 'completed' || state === 'failed' || state === 'unknown';
    },
    async close() {
      const lost = kept.close();
      if (lost > 0) setup.onLost(lost);
      const { queues, workers, connections } = await parts;
      const all = [...workers, ...Object.values(queues)];
      // Running jobs may finish; a Redis that does not answer (down, or hanging) must not hold a shutdown: each step
      // waits as long as any Redis answer (`withinRedisAnswerTime`), then the close goes on, its failure ignored (a
      // job cut short is taken over by another instance). BullMQ's close and disconnect wait for a connection that
      // was never ready, forever: an instance started while Redis was down.
      await withinRedisAnswerTime(Promise.all(all.map((part) => part.close()))).catch(() => undefined);
      await withinRedisAnswerTime(Promise.all(all.map((part) => part.disconnect()))).catch(() => undefined);
      // Only those still open: ioredis arms a 2 s timer on a closed one's socket, which would hold the process.
      for (const connection of connections) if (connection.status !== 'end') connection.disconnect();
    },
  };
}
