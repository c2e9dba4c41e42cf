import { createHash } from 'node:crypto';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { answered, type RedisClient } from './redis-client.js';

/**
 * rate-limit-redis's store on our client. A SCRIPT LOAD that fails (Redis down or not answering) is answered locally
 * with the script's SHA-1 (what Redis would answer): otherwise the store would keep the failed load for good and never
 * count again once Redis is back. If Redis lacks the script then, EVALSHA answers NOSCRIPT and the store reloads it.
 */
export function redisRateLimitStore(client: RedisClient, prefix: string): RedisStore {
  return new RedisStore({
    prefix,
    sendCommand: (...args: string[]) => {
      const answer = answered(client, () => client.sendCommand<RedisReply>(args));
      if (args[0] !== 'SCRIPT' || args[1] !== 'LOAD') return answer;
      return answer.catch(() => createHash('sha1').update(args[2]).digest('hex'));
    },
  });
}
