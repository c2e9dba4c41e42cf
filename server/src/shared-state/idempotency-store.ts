import { remember } from '@satchel/shared';

/** What is kept under an idempotency key: the request's fingerprint, then the answer once there is one. */
export interface IdempotencyRecord {
  fingerprint: string;
  /** Absent while the first request is in flight. */
  answer?: { status: number; body: unknown };
}

/** Where idempotency records live: in memory (one instance) or in Redis (shared by every instance). */
export interface IdempotencyStore {
  /** Claims `key` for a request in flight; answers the existing record instead when the key is taken. */
  claim(key: string, fingerprint: string, ttlMs: number): Promise<IdempotencyRecord | undefined>;
  /** Stores the answer of the request that claimed `key`. */
  complete(key: string, record: IdempotencyRecord, ttlMs: number): Promise<void>;
  /** Frees `key` (the request failed without creating anything, so a retry may run again). */
  release(key: string): Promise<void>;
}

const MAX_KEYS = 100_000;

/** The embedded default: one process's memory, bounded (the oldest records go first). */
export function memoryIdempotencyStore(now: () => number = Date.now): IdempotencyStore {
  const records = new Map<string, { record: IdempotencyRecord; expiresAt: number }>();
  const live = (key: string) => {
    const entry = records.get(key);
    if (entry && entry.expiresAt <= now()) records.delete(key);
    return entry && entry.expiresAt > now() ? entry.record : undefined;
  };
  return {
    async claim(key, fingerprint, ttlMs) {
      const existing = live(key);
      if (existing) return existing;
      remember(records, key, { record: { fingerprint }, expiresAt: now() + ttlMs }, MAX_KEYS);
      return undefined;
    },
    async complete(key, record, ttlMs) {
      remember(records, key, { record, expiresAt: now() + ttlMs }, MAX_KEYS);
    },
    async release(key) {
      records.delete(key);
    },
  };
}
