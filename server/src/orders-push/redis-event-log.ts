import { answered, type RedisClient } from '../shared-state/redis-client.js';
import type { OrderEventLog } from './order-event-log.js';
import { KEPT_EVENTS, KEPT_SECONDS } from './order-event-log.js';

const KEY = 'satchel:bff:orders:';
const CHANNEL = 'satchel:bff:orders';
/** A Redis stream entry id, the only `Last-Event-ID` passed on to XRANGE. */
const ENTRY_ID = /^\d{1,20}-\d{1,20}$/;

/**
 * The event log in Redis: one stream per session (XADD, trimmed to about 200 entries, expiring a day after the
 * last change) and one pub/sub channel that names the session that changed, so every instance's open streams
 * read the new entries. Entry ids are the SSE ids.
 */
export function redisEventLog(client: RedisClient): OrderEventLog {
  const listeners = new Map<string, Set<() => void>>();
  let subscriber: Promise<void> | undefined;
  // Held apart from `subscriber`: while Redis is down its connect never settles (it retries), and closing must not
  // wait for it.
  let connection: ReturnType<RedisClient['duplicate']> | undefined;
  const subscribed = () =>
    (subscriber ??= (async () => {
      connection = client.duplicate();
      connection.on('error', () => undefined);
      await connection.connect();
      await connection.subscribe(CHANNEL, (session) => {
        for (const listener of listeners.get(session) ?? []) listener();
      });
    })());
  return {
    async append(session, order) {
      await answered(client, () =>
        client
          .multi()
          .xAdd(
            KEY + session,
            '*',
            { order: JSON.stringify(order) },
            { TRIM: { strategy: 'MAXLEN', strategyModifier: '~', threshold: KEPT_EVENTS } },
          )
          .expire(KEY + session, KEPT_SECONDS)
          .publish(CHANNEL, session)
          .exec(),
      );
    },
    async since(session, afterId) {
      const start = afterId !== undefined && ENTRY_ID.test(afterId) ? `(${afterId}` : '-';
      const entries = await answered(client, () =>
        client.xRange(KEY + session, start, '+', { COUNT: KEPT_EVENTS * 2 }),
      );
      return (entries ?? []).map((entry) => ({
        id: entry.id,
        order: JSON.parse(String(entry.message.order)),
      }));
    },
    subscribe(session, onChange) {
      let set = listeners.get(session);
      if (!set) listeners.set(session, (set = new Set()));
      set.add(onChange);
      // A subscription that failed is tried again by the next subscriber; while Redis is down, it waits for Redis.
      void subscribed().catch(() => (subscriber = undefined));
      return () => {
        set.delete(onChange);
        if (set.size === 0) listeners.delete(session);
      };
    },
    async close() {
      if (connection?.isOpen) connection.destroy();
      listeners.clear();
    },
  };
}
