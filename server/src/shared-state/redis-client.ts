import { createRequire } from 'node:module';
import type { Logger } from 'pino';

// node-redis (with its bloom, JSON, search and time-series modules) takes half a second to load: it is required only
// when a Redis URL is set, not by every BFF and test file that keeps its state in memory.
const loadRedis = () => createRequire(import.meta.url)('redis') as typeof import('redis');

const newClient = (url: string) =>
  loadRedis().createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
  });

export type RedisClient = ReturnType<typeof newClient>;

/**
 * How long a command waits for Redis's answer. A Redis that accepts connections but does not answer (paused,
 * swapping, stuck on a slow script) must fail requests, not hold them: node-redis's own command timeout ends once
 * the command is written, and ioredis has none unless asked (`commandTimeout`, the BullMQ producer's).
 */
export const REDIS_ANSWER_MS = 2_000;

/** A Redis call that got no answer within REDIS_ANSWER_MS. */
export class RedisUnansweredError extends Error {
  constructor() {
    super(`Redis did not answer within ${REDIS_ANSWER_MS} ms`);
    this.name = 'RedisUnansweredError';
  }
}

/** A command refused before it was sent: Redis left an earlier one unanswered and has not answered since. */
export class RedisSilentError extends Error {
  constructor() {
    super('Redis has not answered since a command went unanswered');
    this.name = 'RedisSilentError';
  }
}

/** `promise`'s outcome, or a RedisUnansweredError once it has not settled within REDIS_ANSWER_MS (it goes on). */
export function withinRedisAnswerTime<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new RedisUnansweredError()), REDIS_ANSWER_MS);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Per client (createRedisClient): its logger, and the PING out since a command went unanswered. */
const silences = new WeakMap<RedisClient, { logger: Logger; probe?: Promise<void> }>();

/**
 * `command()`'s answer, or a RedisUnansweredError once Redis has not answered within REDIS_ANSWER_MS. The command is
 * not withdrawn: a Redis that comes back still runs it, so every store keeps writes that are safe to land late (a
 * claim with its time to live, a session, an event, a counter). Once one goes unanswered the client sends one PING
 * and, until Redis answers it (or the connection drops), refuses commands at once, unsent (RedisSilentError): a stuck
 * Redis costs the requests of those first 2 s, not every request 2 s, and no commands pile up in the client for it.
 */
export function answered<T>(client: RedisClient, command: () => Promise<T>): Promise<T> {
  const silence = silences.get(client);
  if (silence?.probe) return Promise.reject(new RedisSilentError());
  return withinRedisAnswerTime(command()).catch((error: unknown) => {
    if (silence && !silence.probe && error instanceof RedisUnansweredError) {
      silence.logger.warn('redis not answering: commands fail at once until it answers a PING');
      const ended = (answeredPing: boolean) => () => {
        silence.probe = undefined;
        if (answeredPing) silence.logger.info('redis answering again');
      };
      // Redis answers in order: once it answers the PING, it has answered everything sent before it.
      silence.probe = client.ping().then(ended(true), ended(false));
    }
    throw error;
  });
}

/**
 * What the client knows of Redis now: `ready` (connected and answering), `silent` (connected, but a command went
 * unanswered and its PING is still out) or `unavailable` (not connected; it keeps reconnecting).
 */
export function redisState(client: RedisClient): 'ready' | 'silent' | 'unavailable' {
  if (!client.isReady) return 'unavailable';
  return silences.get(client)?.probe ? 'silent' : 'ready';
}

/**
 * A node-redis client for the state BFF instances share. It connects in the background and reconnects forever;
 * while it is down every command fails at once (no offline queue), and the stores bound each answer (`answered`), so
 * a request never waits on Redis for long.
 */
export function createRedisClient(url: string, logger: Logger): RedisClient {
  const client = newClient(url);
  silences.set(client, { logger });
  let up = false;
  client.on('ready', () => {
    up = true;
    logger.info('redis ready');
  });
  // One line per outage, not one per reconnect attempt; the URL may carry a password, so it is never logged.
  client.on('error', (error: Error) => {
    if (!up) return;
    up = false;
    logger.warn({ err: error }, 'redis unavailable');
  });
  client.connect().catch(() => undefined);
  return client;
}

/** Closes the client whatever its state (an unreachable Redis must not block shutdown). */
export async function closeRedisClient(client: RedisClient): Promise<void> {
  if (client.isOpen) client.destroy();
}
