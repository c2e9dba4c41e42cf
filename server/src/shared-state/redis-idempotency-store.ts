import type { IdempotencyRecord, IdempotencyStore } from './idempotency-store.js';
import type { RedisClient } from './redis-client.js';

/** Idempotency records in Redis: `SET NX` claims a key atomically, so two instances never both run a request. */
export function redisIdempotencyStore(client: RedisClient, prefix: string): IdempotencyStore {
  const read = async (key: string) => {
    const raw = await client.get(prefix + key);
    return raw === null ? undefined : (JSON.parse(raw) as IdempotencyRecord);
  };
  return {
    async claim(key, fingerprint, ttlMs) {
      // Twice: a record that expires between the failed SET NX and the GET leaves the key free again.
      for (let attempt = 0; attempt < 2; attempt++) {
        const set = await client.set(prefix + key, JSON.stringify({ fingerprint }), { NX: true, PX: ttlMs });
        if (set === 'OK') return undefined;
        const existing = await read(key);
        if (existing) return existing;
      }
      throw new Error('Idempotency key could not be claimed');
    },
    async complete(key, record, ttlMs) {
      await client.set(prefix + key, JSON.stringify(record), { PX: ttlMs });
    },
    async release(key) {
      await client.del(prefix + key);
    },
  };
}
