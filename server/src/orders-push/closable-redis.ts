import type { Redis as IoRedis, RedisOptions } from 'ioredis';

/**
 * ioredis's client, except that a connection disconnected while it waits to reconnect ends ('end'), as one
 * disconnected at any other time does. ioredis clears the reconnect timer and stops there (redis/ioredis#1247), so the
 * connection never ends; BullMQ's close waits for that 'end', so an instance shut down during a Redis outage never
 * finished closing and its workers' timers kept the process alive. The duplicates BullMQ makes (its workers' blocking
 * connections) are of this class too. Loaded only when a Redis URL is set, like ioredis itself.
 */
export async function loadClosableRedis(): Promise<typeof IoRedis> {
  const [{ Redis }, { closeHandler }] = await Promise.all([
    import('ioredis'),
    // ioredis's own close path, the one its disconnect runs for a connection that never connected ('wait').
    import('ioredis/built/redis/event_handler.js'),
  ]);
  return class ClosableRedis extends Redis {
    override disconnect(reconnect = false): void {
      const waiting = !reconnect && this.status === 'reconnecting';
      super.disconnect(reconnect);
      if (waiting) closeHandler(this)();
    }

    override duplicate(override?: Partial<RedisOptions>): ClosableRedis {
      return new ClosableRedis({ ...this.options, ...override });
    }
  };
}
