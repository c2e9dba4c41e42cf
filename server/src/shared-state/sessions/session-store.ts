import { createHash, randomBytes } from 'node:crypto';
import type { SessionConfig } from '@satchel/shared';
import { open, seal } from './session-cipher.js';
import type { SealedKv } from './sealed-kv.js';

/** Sessions the BFF keeps for its cookie: only sealed values leave the process, under a hash of the cookie's id. */
export interface SessionStore {
  /** Keeps `session` until `ttlMs` from now; answers the new id (the cookie's value). */
  keep(session: SessionConfig, ttlMs: number): Promise<string>;
  /** The session of `id`; undefined when unknown, expired, logged out or sealed with another key. */
  find(id: string): Promise<SessionConfig | undefined>;
  forget(id: string): Promise<void>;
}

const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** The store's key: a hash, so a dump of Redis gives no cookie value. */
const storeKey = (id: string) => createHash('sha256').update(id).digest('hex');

export function createSessionStore(kv: SealedKv, encryptionKey: Buffer): SessionStore {
  return {
    async keep(session, ttlMs) {
      const id = randomBytes(32).toString('base64url');
      const key = storeKey(id);
      // Outside Node's shared Buffer pool, and wiped once sealed: no copy of the key outlives the call.
      const json = JSON.stringify(session);
      const plain = Buffer.alloc(Buffer.byteLength(json));
      plain.write(json);
      try {
        await kv.set(key, seal(encryptionKey, plain, key), ttlMs);
      } finally {
        plain.fill(0);
      }
      return id;
    },
    async find(id) {
      if (!ID_PATTERN.test(id)) return undefined;
      const key = storeKey(id);
      const sealed = await kv.get(key);
      const plain = sealed === undefined ? undefined : open(encryptionKey, sealed, key);
      if (!plain) return undefined;
      try {
        return JSON.parse(plain.toString()) as SessionConfig;
      } finally {
        plain.fill(0);
      }
    },
    async forget(id) {
      if (ID_PATTERN.test(id)) await kv.delete(storeKey(id));
    },
  };
}
