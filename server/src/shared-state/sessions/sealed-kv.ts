import { remember } from '@satchel/shared';
import { answered, type RedisClient } from '../redis-client.js';

/** Where sealed sessions live: strings with a time to live, in memory or in Redis. */
export interface SealedKv {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
}

const MAX_SESSIONS = 100_000;

/** One process's memory, bounded (the oldest sessions go first). */
export function memorySealedKv(now: () => number = Date.now): SealedKv {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  return {
    async get(key) {
      const entry = entries.get(key);
      if (entry && entry.expiresAt <= now()) entries.delete(key);
      return entry && entry.expiresAt > now() ? entry.value : undefined;
    },
    async set(key, value, ttlMs) {
      remember(entries, key, { value, expiresAt: now() + ttlMs }, MAX_SESSIONS);
    },
    async delete(key) {
      entries.delete(key);
    },
  };
}

/** Redis, shared by every instance; Redis itself drops a session at its expiry (PX). */
export function redisSealedKv(client: RedisClient, prefix: string): SealedKv {
  return {
    async get(key) {
      return (await answered(client, () => client.get(prefix + key))) ?? undefined;
    },
    async set(key, value, ttlMs) {
      await answered(client, () => client.set(prefix + key, value, { PX: ttlMs }));
    },
    async delete(key) {
      await answered(client, () => client.del(prefix + key));
    },
  };
}
