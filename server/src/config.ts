import { randomBytes } from 'node:crypto';
import {
  DEMO_CLIENT,
  ENVIRONMENT_NAMES,
  type Environment,
  LIMITS,
  LOCAL_DEFAULTS,
  PLATFORM_NAMES,
  type PlatformName,
  VALIDATION,
  clientPrivateKeySchema,
  clientSWASchema,
  validate,
} from '@satchel/shared';
import { ConfigError } from './config-error.js';
import { integer, secretOf, text, type Env } from './config-values.js';
import { orderPushConfigOf, type OrderPushConfig } from './orders-push/push-config.js';
import { SESSION_KEY_HEX, SESSION_KEY_MALFORMED } from './session-key/session-key-file.js';
import { trustProxyOf } from './trust-proxy.js';

/** Everything the BFF reads from its environment; `loadConfig` fills the defaults. */
export interface ServerConfig {
  port: number;
  /** Interface to listen on (all interfaces by default, like Express). */
  host?: string;
  /** Express `trust proxy` (behind a reverse proxy, so the rate limit sees client IPs); off by default, never `true`. */
  trustProxy: false | number | string;
  /** `satchel` (the local platform, or any at PLATFORM_URL) or `okto` (Okto's hosted platform). */
  platform: PlatformName;
  /** Base URL of the platform; undefined on `okto` without PLATFORM_URL: Okto's own hosts. */
  platformUrl: string | undefined;
  /**
   * The platform's URL as the BFF's callers reach it (PLATFORM_PUBLIC_URL, default PLATFORM_URL): the base of the
   * operation RPC and explorer links an executed order answers (§18.4); undefined without PLATFORM_URL.
   */
  platformPublicUrl: string | undefined;
  environment: Environment;
  clientPrivateKey: string;
  clientSWA: string;
  /** Honour `client_pk`/`client_swa` from bodies (sandbox only); otherwise they are rejected with 400. */
  allowClientKeysFromBody: boolean;
  /** The one browser origin CORS allows. */
  clientOrigin: string;
  logLevel: string;
  /** Requests per window per IP on api/auth/*. */
  authRateLimitMax: number;
  authRateLimitWindowMs: number;
  bodyLimitBytes: number;
  /** Redis for the state several instances share (auth rate limit, idempotency records); none = in memory. */
  redisUrl?: string;
  /** AES-256-GCM key of the sessions kept for cookies (`SESSION_ENCRYPTION_KEY`, 64 hex). */
  sessionEncryptionKey: Buffer;
  /** No key was configured: a random one for this process (sandbox and staging only). */
  sessionEncryptionKeyGenerated: boolean;
  /** Timeout of every platform and provider request. */
  upstreamTimeoutMs: number;
  /** Order followers, signed webhooks and the order stream (orders-push/). */
  orderPush: OrderPushConfig;
  social: {
    redirectBase: string;
    apple: { tokenUrl: string; clientId: string; clientSecret: string };
    twitter: { tokenUrl: string; clientId: string; clientSecret: string };
  };
}

export { ConfigError };

function redisUrlOf(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^rediss?:\/\/\S+$/.test(raw)) throw new ConfigError('REDIS_URL must be a redis:// or rediss:// URL');
  return raw;
}

/** PLATFORM_PUBLIC_URL (an http(s) URL, trailing `/` dropped), else PLATFORM_URL; none without a platform URL. */
function platformPublicUrlOf(raw: string | undefined, platformUrl: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return platformUrl;
  if (!/^https?:\/\/[^\s/]+/.test(raw)) throw new ConfigError('PLATFORM_PUBLIC_URL must be an http(s) URL');
  return raw.replace(/\/+$/, '');
}

/**
 * `SESSION_ENCRYPTION_KEY` (or `_FILE`): 32 bytes as 64 hex. Required in production; elsewhere a random key for the
 * process, so cookie sessions neither survive a restart nor pass between instances.
 */
function sessionKeyOf(env: Env, environment: Environment): { key: Buffer; generated: boolean } {
  const raw = secretOf(env, 'SESSION_ENCRYPTION_KEY');
  if (raw === undefined) {
    if (environment === 'production')
      throw new ConfigError(
        'SESSION_ENCRYPTION_KEY is required in production (64 hex characters, e.g. `openssl rand -hex 32`): ' +
          'it encrypts the sessions the BFF keeps for its cookie',
      );
    return { key: randomBytes(32), generated: true };
  }
  if (!SESSION_KEY_HEX.test(raw)) throw new ConfigError(SESSION_KEY_MALFORMED);
  return { key: Buffer.from(raw, 'hex'), generated: false };
}

/** Reads the configuration from environment variables (see README "Configuration"), failing fast on bad values. */
export function loadConfig(env: Env = process.env): ServerConfig {
  const platform = text(env, 'SATCHEL_PLATFORM', 'satchel') as PlatformName;
  if (!PLATFORM_NAMES.includes(platform))
    throw new ConfigError(`SATCHEL_PLATFORM: ${VALIDATION.invalidPlatform}`);
  // Okto's platform is hosted (no PLATFORM_URL: its own hosts); Satchel's is the local one unless told otherwise.
  const platformUrl = (
    env.PLATFORM_URL || (platform === 'satchel' ? LOCAL_DEFAULTS.platformUrl : undefined)
  )?.replace(/\/+$/, '');
  // The local stand-ins live on the platform; with Okto's hosted platform the defaults are the providers' own.
  const providerTokenUrls = platformUrl
    ? { apple: `${platformUrl}/oauth/apple/token`, twitter: `${platformUrl}/oauth/twitter/token` }
    : { apple: 'https://appleid.apple.com/auth/token', twitter: 'https://api.x.com/2/oauth2/token' };
  const environment = text(env, 'SATCHEL_ENVIRONMENT', 'sandbox') as Environment;
  if (!ENVIRONMENT_NAMES.includes(environment))
    throw new ConfigError(`SATCHEL_ENVIRONMENT: ${VALIDATION.invalidEnvironment}`);
  const clientPrivateKey = secretOf(env, 'CLIENT_PRIVATE_KEY') ?? DEMO_CLIENT.clientPrivateKey;
  const keyCheck = validate(clientPrivateKeySchema, clientPrivateKey);
  // The format message, or the range one for a well-formed key that is no secp256k1 scalar (all zeros…).
  if (!keyCheck.success) throw new ConfigError(`CLIENT_PRIVATE_KEY: ${keyCheck.messages.join(', ')}`);
  const clientSWA = text(env, 'CLIENT_SWA', DEMO_CLIENT.clientSWA);
  if (!clientSWASchema.safeParse(clientSWA).success)
    throw new ConfigError(`CLIENT_SWA: ${VALIDATION.invalidClientSWA}`);
  const sessionKey = sessionKeyOf(env, environment);
  const clientOrigin = text(env, 'CLIENT_ORIGIN', LOCAL_DEFAULTS.clientOrigin).replace(/\/+$/, '');
  return {
    port: integer(env, 'PORT', LOCAL_DEFAULTS.serverPort),
    host: env.HOST || undefined,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    platform,
    platformUrl,
    platformPublicUrl: platformPublicUrlOf(env.PLATFORM_PUBLIC_URL, platformUrl),
    environment,
    clientPrivateKey,
    clientSWA,
    allowClientKeysFromBody: env.ALLOW_CLIENT_KEYS_FROM_BODY === 'true',
    clientOrigin,
    logLevel: text(env, 'LOG_LEVEL', 'info'),
    authRateLimitMax: integer(env, 'AUTH_RATE_LIMIT_MAX', 60),
    authRateLimitWindowMs: integer(env, 'AUTH_RATE_LIMIT_WINDOW_MS', 60_000),
    bodyLimitBytes: LIMITS.serverBodyBytes,
    upstreamTimeoutMs: integer(env, 'UPSTREAM_TIMEOUT_MS', 15_000),
    redisUrl: redisUrlOf(env.REDIS_URL),
    sessionEncryptionKey: sessionKey.key,
    sessionEncryptionKeyGenerated: sessionKey.generated,
    orderPush: orderPushConfigOf(env),
    social: {
      // The demo's /auth/callback/* pages live on its own origin, so CORS's origin is the natural default.
      redirectBase: text(env, 'SOCIAL_REDIRECT_BASE', clientOrigin).replace(/\/+$/, ''),
      apple: {
        tokenUrl: text(env, 'APPLE_TOKEN_URL', providerTokenUrls.apple),
        clientId: text(env, 'APPLE_CLIENT_ID', 'satchel-local-apple'),
        clientSecret: text(env, 'APPLE_CLIENT_SECRET', 'satchel-local-apple-secret'),
      },
      twitter: {
        tokenUrl: text(env, 'TWITTER_TOKEN_URL', providerTokenUrls.twitter),
        clientId: text(env, 'TWITTER_CLIENT_ID', 'satchel-local-twitter'),
        clientSecret: text(env, 'TWITTER_CLIENT_SECRET', 'satchel-local-twitter-secret'),
      },
    },
  };
}
