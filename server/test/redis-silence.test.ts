import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger } from '../src/http/logger.js';
import {
  answered,
  closeRedisClient,
  createRedisClient,
  RedisSilentError,
  RedisUnansweredError,
  type RedisClient,
} from '../src/shared-state/redis-client.js';
import { redisRateLimitStore } from '../src/shared-state/rate-limit-store.js';
import { eventually } from './helpers/eventually.js';
import { startRedis, type RunningRedis } from './helpers/redis-server.js';
import { memorySink } from './helpers/stack.js';

// A Redis that is connected but answers nothing (a real redis-server, frozen with SIGSTOP): the command that finds it
// so waits REDIS_ANSWER_MS, the ones after it fail at once and are not sent, until Redis answers the client's PING.
let redis: RunningRedis;
let client: RedisClient;
const logs = memorySink();

beforeAll(async () => {
  redis = await startRedis();
  client = createRedisClient(redis.url, createLogger('info', logs.stream));
  expect(await eventually(() => client.isReady, Boolean, { tries: 400, everyMs: 25 })).toBe(true);
}, 30_000);

afterAll(async () => {
  await closeRedisClient(client);
  await redis.close();
});

describe('answered: a Redis that stops answering', () => {
  it('fails the first command after its wait, the next ones at once and unsent, until Redis answers again', async () => {
    await answered(client, () => client.set('silence:a', 'before'));
    redis.pause();
    let sent = 0;
    const sending = (value: string) => () => {
      sent++;
      return client.set('silence:a', value);
    };
    const store = redisRateLimitStore(client, 'silence:rl:');
    let rateLimitScript: unknown;
    try {
      await expect(answered(client, sending('late'))).rejects.toBeInstanceOf(RedisUnansweredError);
      await expect(answered(client, sending('never'))).rejects.toBeInstanceOf(RedisSilentError);
      await expect(answered(client, () => client.get('silence:a'))).rejects.toBeInstanceOf(RedisSilentError);
      // The rate limit's script loads are answered locally meanwhile (what Redis would answer), so it counts again
      // once Redis is back (rate-limit-store.ts); rate-limit-redis loads its scripts when it is made.
      await store.init({ windowMs: 60_000 } as Parameters<typeof store.init>[0]);
      rateLimitScript = await store.incrementScriptSha;
    } finally {
      redis.resume();
    }
    expect(sent).toBe(1);
    expect(rateLimitScript).toMatch(/^[0-9a-f]{40}$/);
    expect(logs.text()).toContain('redis not answering: commands fail at once until it answers a PING');
    expect(
      await eventually(
        () => logs.text(),
        (text) => text.includes('redis answering again'),
      ),
    ).toContain('redis answering again');
    // The command Redis ran late landed (every store keeps such writes safe); the refused one never reached it.
    expect(await answered(client, () => client.get('silence:a'))).toBe('late');
    // Redis never got the scripts: the first count finds NOSCRIPT, and the store loads them then.
    expect((await store.increment('203.0.113.7')).totalHits).toBe(1);
  }, 30_000);

  it('leaves other failures alone: a command Redis refuses does not stop the next', async () => {
    await client.set('silence:text', 'not a list');
    await expect(answered(client, () => client.lPush('silence:text', 'x'))).rejects.toThrow(/WRONGTYPE/);
    expect(await answered(client, () => client.get('silence:text'))).toBe('not a list');
  });
});
