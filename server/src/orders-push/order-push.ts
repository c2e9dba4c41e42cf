import { createHash } from 'node:crypto';
import { getEnvConfig } from '@satchel/sdk';
import type { SessionConfig } from '@satchel/shared';
import type { Logger } from 'pino';
import type { ServerConfig } from '../config.js';
import type { RedisClient } from '../shared-state/redis-client.js';
import { bullmqQueue } from './bullmq-queue.js';
import { deliverStep, type DeliveryData } from './deliver-webhook-job.js';
import { FOLLOW_TOKEN_MS, openFollowToken, sealFollowToken } from './follow-credential.js';
import { followStep, type FollowData } from './follow-order-job.js';
import { memoryEventLog } from './memory-event-log.js';
import { memoryQueue } from './memory-queue.js';
import { isFinal, webhookMessage, type OrderState } from './order-event.js';
import type { OrderEventLog } from './order-event-log.js';
import type { PushQueue, QueueSetup } from './push-queue.js';
import { orderReader } from './read-order.js';
import { redisEventLog } from './redis-event-log.js';
import { StreamRegistry } from './stream-registry.js';

/** What the routes use of the order push: acceptance, and the event log the order stream reads. */
export interface OrderPush {
  /** An order the BFF accepted for `session`: one follower, the acceptance told (stream, webhooks). */
  accepted(intentId: string, session: SessionConfig): Promise<void>;
  log: OrderEventLog;
  /** The order streams open on this instance. */
  streams: StreamRegistry;
  config: ServerConfig['orderPush'];
  /** Ends the open streams, then stops the queue's workers (the Redis client is its owner's to close). */
  close(): Promise<void>;
}

/** A session's event log key: a hash of its public key (the same session on any instance, nothing secret). */
export const streamOf = (session: { sessionPubKey: string }) =>
  createHash('sha256').update(`orders:${session.sessionPubKey.toLowerCase()}`).digest('hex').slice(0, 32);

/** A delivery's job id: the endpoint (hashed) and the message; BullMQ ids take no `:`. */
const deliveryId = (url: string, messageId: string) =>
  `w${createHash('sha256').update(url).digest('hex').slice(0, 12)}_${messageId}`;

/**
 * Followers, signed webhooks and the order stream's log (docs/protocol.md §18.7): in Redis with `REDIS_URL` (BullMQ's
 * queues, and the log on `redis`, the BFF's client of that URL; durable, shared by every instance), else in this
 * process (lost on exit). Followers read the platform with `platformFetch`.
 */
export function createOrderPush(
  config: ServerConfig,
  logger: Logger,
  platformFetch: typeof fetch,
  redis?: RedisClient,
): OrderPush {
  const push = config.orderPush;
  const apiUrl = getEnvConfig(config.environment, {
    platform: config.platform,
    ...(config.platformUrl !== undefined && { platformUrl: config.platformUrl }),
  }).apiUrl;
  const log = redis ? redisEventLog(redis) : memoryEventLog();
  const streams = new StreamRegistry();

  /** Queues the message for every endpoint, each after the order's previous message to it. */
  const deliver = async (order: OrderState, previous?: OrderState) => {
    if (!push.webhookKey) return;
    const message = webhookMessage(order, new Date());
    const before = previous && webhookMessage(previous, new Date());
    for (const url of push.webhookUrls)
      await queue.add<DeliveryData>(
        'deliver',
        { url, id: message.id, body: message.body, ...(before && { after: deliveryId(url, before.id) }) },
        { id: deliveryId(url, message.id), attempts: push.attempts },
      );
  };

  const setup: QueueSetup = {
    processors: {
      follow: followStep({
        config: push,
        logger,
        openToken: (data) => openFollowToken(config.sessionEncryptionKey, data.token, data.intentId),
        read: orderReader(apiUrl, config.upstreamTimeoutMs, platformFetch),
        async changed(data, order) {
          await log.append(data.stream, order);
          if (isFinal(order.status)) await deliver(order, { intentId: order.intentId, status: 'INITIATED' });
        },
      }),
      deliver: deliverStep({
        queue: () => queue,
        key: push.webhookKey ?? Buffer.alloc(0),
        timeoutMs: push.deliveryTimeoutMs,
        waitMs: push.retryMs,
      }),
    },
    retryDelayMs: (failed) => Math.min(push.retryMs * 2 ** (failed - 1), push.retryMaxMs),
    onFailure: (kind, id, error, willRetry) =>
      logger.warn({ job: kind, jobId: id, reason: error.message, willRetry }, 'order push job failed'),
    onKept: (id, error) =>
      logger.warn({ jobId: id, reason: error.message }, 'order push job kept until Redis answers'),
    onLost: (count) => logger.error({ count }, 'order push jobs lost: Redis did not answer before shutdown'),
  };
  const queue: PushQueue = config.redisUrl ? bullmqQueue(config.redisUrl, setup) : memoryQueue(setup);

  return {
    async accepted(intentId, session) {
      const stream = streamOf(session);
      const order: OrderState = { intentId, status: 'INITIATED' };
      // The stream log is written beside the queue's adds, so a Redis that does not answer holds the acceptance for
      // one wait (REDIS_ANSWER_MS), not two. The acceptance's webhook is added first: the final one waits for it, and a
      // job kept while Redis is down (kept-adds.ts) is stored in the order added. The follower is queued whatever the
      // stream log did (it fails while Redis is down); the log's failure is told after.
      const appended = log.append(stream, order).then(
        () => undefined,
        (error: unknown) => error,
      );
      await deliver(order);
      await queue.add<FollowData>(
        'follow',
        {
          intentId,
          stream,
          token: sealFollowToken(config.sessionEncryptionKey, session, intentId),
          status: order.status,
          polls: 0,
          until: Date.now() + FOLLOW_TOKEN_MS,
        },
        { id: `follow_${intentId}`, delayMs: push.followFirstMs, attempts: 20 },
      );
      const logFailure = await appended;
      if (logFailure !== undefined) throw logFailure;
    },
    log,
    streams,
    config: push,
    async close() {
      streams.endAll();
      await queue.close();
      await log.close();
    },
  };
}
