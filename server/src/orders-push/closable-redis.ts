import type { Redis as IoRedis, RedisOptions } from 'ioredis';

export interface ClosableRedis {
  Redis: typeof IoRedis;
  /** The duplicates made of connections of this class (BullMQ's blocking connections); add your own. */
  made: Set<IoRedis>;
}

/**
 * ioredis's client, except that a connection disconnected while it waits to reconnect ends ('end'), as one
 * disconnected at any other time does. ioredis clears the reconnect timer and stops there (redis/ioredis#1247), so the
 * connection never ends; BullMQ's close waits for that 'end', so an instance shut down during a Redis outage never
 * finished closing and its workers' timers kept the process alive. The duplicates BullMQ makes are of this class too,
 * and all are in `made`, so a shutdown can drop the ones BullMQ could not. Loaded only when a Redis URL is set.
 */
export async function loadClosableRedis(): Promise<ClosableRedis> {
  const [{ Redis }, { closeHandler }] = await Promise.all([
    import('ioredis'),
    // ioredis's own close path, the one its disconnect runs for a connection that never connected ('wait').
    import('ioredis/built/redis/event_handler.js'),
  ]);
  const made = new Set<IoRedis>();
  class Closable extends Redis {
    override disconnect(reconnect = false): void {
      const waiting = !reconnect && this.status === 'reconnecting';
      super.disconnect(reconnect);
      if (waiting) closeHandler(this)();
    }

    override duplicate(override?: Partial<RedisOptions>): Closable {
      const copy = new Closable({ ...this.options, ...override });
      made.add(copy);
      return copy;
    }
  }
  return { Redis: Closable, made };
}
