import type { Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import type { ServerConfig } from '../config.js';
import { memorySealedKv, redisSealedKv } from './sessions/sealed-kv.js';
import { createSessionStore, type SessionStore } from './sessions/session-store.js';
import { memoryIdempotencyStore, type IdempotencyStore } from './idempotency-store.js';
import { redisRateLimitStore } from './rate-limit-store.js';
import { closeRedisClient, createRedisClient, type RedisClient } from './redis-client.js';
import { redisIdempotencyStore } from './redis-idempotency-store.js';

/** The state BFF instances must share to behave as one: in Redis when `REDIS_URL` is set, else in memory. */
export interface SharedState {
  /** undefined: express-rate-limit's own memory store. */
  rateLimitStore?: Store;
  /** The signing route's per-contact OTP limit (a store counts for one limit only). */
  contactRateLimitStore?: Store;
  idempotency: IdempotencyStore;
  /** Sessions kept for cookies, sealed with `SESSION_ENCRYPTION_KEY`. */
  sessions: SessionStore;
  /** Redis is connected (always true in memory). */
  isReady(): boolean;
  /** The Redis client of `REDIS_URL`, for the order push's event log too: one connection, one view of Redis. */
  redis?: RedisClient;
  close(): Promise<void>;
}

export function createSharedState(config: ServerConfig, logger: Logger): SharedState {
  if (!config.redisUrl)
    return {
      idempotency: memoryIdempotencyStore(),
      sessions: createSessionStore(memorySealedKv(), config.sessionEncryptionKey),
      isReady: () => true,
      close: async () => undefined,
    };
  const client = createRedisClient(config.redisUrl, logger);
  return {
    rateLimitStore: redisRateLimitStore(client, 'satchel:bff:rl:'),
    contactRateLimitStore: redisRateLimitStore(client, 'satchel:bff:rl:contact:'),
    idempotency: redisIdempotencyStore(client, 'satchel:bff:idem:'),
    sessions: createSessionStore(redisSealedKv(client, 'satchel:bff:session:'), config.sessionEncryptionKey),
    isReady: () => client.isReady,
    redis: client,
    close: () => closeRedisClient(client),
  };
}
