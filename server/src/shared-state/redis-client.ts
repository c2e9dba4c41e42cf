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

/**
 * `command`'s answer, or a rejection once Redis has not answered within REDIS_ANSWER_MS. The command itself is not
 * withdrawn: a Redis that comes back still runs it, so every store keeps writes that are safe to land late (a
 * claim with its time to live, a session, an event, a counter).
 */
export function answered<T>(command: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Redis did not answer within ${REDIS_ANSWER_MS} ms`)),
      REDIS_ANSWER_MS,
    );
  });
  return Promise.race([command, late]).finally(() => clearTimeout(timer));
}

/**
 * A node-redis client for the state BFF instances share. It connects in the background and reconnects forever;
 * while it is down every command fails at once (no offline queue), and the stores bound each answer (`answered`), so
 * a request never waits on Redis for long.
 */
export function createRedisClient(url: string, logger: Logger): RedisClient {
  const client = newClient(url);
  let up = false;
  client.on('ready', () => {
    up = true;
    logger.info('redis ready');
  });
  // One line per outage, not one per reconnect attempt; the URL may carry a password, so it is never logged.
  client.on('error', (error: Error) => {
    if (!up) return;
    up = false;
    logger.warn({ err: { type: error.name, message: error.message } }, 'redis unavailable');
  });
  client.connect().catch(() => undefined);
  return client;
}

/** Closes the client whatever its state (an unreachable Redis must not block shutdown). */
export async function closeRedisClient(client: RedisClient): Promise<void> {
  if (client.isOpen) client.destroy();
}
