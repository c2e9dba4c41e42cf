import { ConfigError } from '../config-error.js';
import { integer, secretOf, type Env } from '../config-values.js';

/** Followers, webhooks and streams (docs/protocol.md §18.7), from `ORDER_*` variables; times in milliseconds. */
export interface OrderPushConfig {
  /** `ORDER_WEBHOOK_URLS`: where each order event is POSTed (none: no webhooks). */
  webhookUrls: string[];
  /** The key of `ORDER_WEBHOOK_SECRET` (`whsec_` + base64): the HMAC-SHA256 key of the signatures. */
  webhookKey: Buffer | undefined;
  /** A follower's first read after acceptance, and the growth of its waits (×1.5) up to `followMaxMs`. */
  followFirstMs: number;
  followMaxMs: number;
  /** A delivery's first retry, doubling up to `retryMaxMs`, for `attempts` sends in all. */
  retryMs: number;
  retryMaxMs: number;
  attempts: number;
  /** How long a receiver may take to answer one delivery. */
  deliveryTimeoutMs: number;
  /** A comment line on an open stream this often, and the longest a stream stays open (then it ends: reconnect). */
  heartbeatMs: number;
  streamMaxMs: number;
  /** Streams one session may hold open at once (per instance). */
  streamsPerSession: number;
}

const WHSEC = /^whsec_([A-Za-z0-9+/]+={0,2})$/;

function webhookKeyOf(env: Env): Buffer | undefined {
  const secret = secretOf(env, 'ORDER_WEBHOOK_SECRET');
  if (secret === undefined) return undefined;
  const key = WHSEC.exec(secret) && Buffer.from(secret.slice(6), 'base64');
  // Standard Webhooks secrets are 24 to 64 random bytes.
  if (!key || key.length < 24 || key.length > 64)
    throw new ConfigError(
      'ORDER_WEBHOOK_SECRET must be whsec_ followed by 24 to 64 bytes in base64 (e.g. `echo whsec_$(openssl rand -base64 32)`)',
    );
  return key;
}

function webhookUrlsOf(env: Env): string[] {
  const urls = (env.ORDER_WEBHOOK_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  for (const url of urls)
    if (!/^https?:\/\/\S+$/.test(url) || !URL.canParse(url))
      throw new ConfigError('ORDER_WEBHOOK_URLS must be http:// or https:// URLs, comma-separated');
  return urls;
}

export function orderPushConfigOf(env: Env): OrderPushConfig {
  const webhookUrls = webhookUrlsOf(env);
  const webhookKey = webhookKeyOf(env);
  if (webhookUrls.length && !webhookKey)
    throw new ConfigError('ORDER_WEBHOOK_URLS needs ORDER_WEBHOOK_SECRET (a whsec_ secret) to sign with');
  const at = (key: string, fallback: number, min = 1) => {
    const value = integer(env, key, fallback);
    if (value < min) throw new ConfigError(`${key} must be at least ${min}`);
    return value;
  };
  return {
    webhookUrls,
    webhookKey,
    followFirstMs: at('ORDER_FOLLOW_FIRST_MS', 500),
    followMaxMs: at('ORDER_FOLLOW_MAX_MS', 10_000),
    retryMs: at('ORDER_WEBHOOK_RETRY_MS', 5_000),
    retryMaxMs: at('ORDER_WEBHOOK_RETRY_MAX_MS', 3_600_000),
    attempts: at('ORDER_WEBHOOK_ATTEMPTS', 30),
    deliveryTimeoutMs: at('ORDER_WEBHOOK_TIMEOUT_MS', 10_000),
    heartbeatMs: at('ORDER_STREAM_HEARTBEAT_MS', 15_000),
    streamMaxMs: at('ORDER_STREAM_MAX_MS', 3_600_000),
    streamsPerSession: at('ORDER_STREAMS_PER_SESSION', 3),
  };
}
