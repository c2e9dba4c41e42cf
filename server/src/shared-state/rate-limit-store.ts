import { createHash } from 'node:crypto';
import { RedisStore } from 'rate-limit-redis';
import { answered, type RedisClient } from './redis-client.js';

/**
 * rate-limit-redis's store on our client. While Redis is down, SCRIPT LOAD is answered locally with the script's
 * SHA-1 (what Redis would answer): otherwise the store would keep the failed load for good and never count again
 * once Redis is back. If Redis lost its scripts, EVALSHA answers NOSCRIPT and the store reloads them itself.
 */
export function redisRateLimitStore(client: RedisClient, prefix: string): RedisStore {
  return new RedisStore({
    prefix,
    sendCommand: (...args: string[]) => {
      if (!client.isReady && args[0] === 'SCRIPT' && args[1] === 'LOAD')
        return Promise.resolve(createHash('sha1').update(args[2]).digest('hex'));
      return answered(client.sendCommand(args));
    },
  });
}
