import { randomUUID } from 'node:crypto';
import type { IdempotencyRecord, IdempotencyStore } from './idempotency-store.js';
import { answered, RedisSilentError, type RedisClient } from './redis-client.js';

/** Deletes the key only while it still holds this claim (another request's claim or answer stays). */
const WITHDRAW_CLAIM =
  "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0";

/** Idempotency records in Redis: `SET NX` claims a key atomically, so two instances never both run a request. */
export function redisIdempotencyStore(client: RedisClient, prefix: string): IdempotencyStore {
  const read = async (key: string) => {
    const raw = await answered(client, () => client.get(prefix + key));
    return raw === null ? undefined : (JSON.parse(raw) as IdempotencyRecord);
  };
  return {
    async claim(key, fingerprint, ttlMs) {
      // Each claim is its own (its id), so one that Redis did not answer in time can be withdrawn: a Redis that comes
      // back runs the late SET NX, then this withdrawal, and the caller's retry finds the key free, not in flight. A
      // SET NX refused unsent (RedisSilentError) left nothing to withdraw.
      const claim = JSON.stringify({ fingerprint, claim: randomUUID() });
      // Twice: a record that expires between the failed SET NX and the GET leaves the key free again.
      for (let attempt = 0; attempt < 2; attempt++) {
        let set;
        try {
          set = await answered(client, () => client.set(prefix + key, claim, { NX: true, PX: ttlMs }));
        } catch (error) {
          if (!(error instanceof RedisSilentError))
            client.eval(WITHDRAW_CLAIM, { keys: [prefix + key], arguments: [claim] }).catch(() => undefined);
          throw error;
        }
        if (set === 'OK') return undefined;
        const existing = await read(key);
        if (existing) return existing;
      }
      throw new Error('Idempotency key could not be claimed');
    },
    async complete(key, record, ttlMs) {
      await answered(client, () => client.set(prefix + key, JSON.stringify(record), { PX: ttlMs }));
    },
    async release(key) {
      await answered(client, () => client.del(prefix + key));
    },
  };
}
