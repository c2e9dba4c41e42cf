import {
  DEMO_CLIENT,
  ENVIRONMENT_NAMES,
  type Environment,
  LIMITS,
  LOCAL_DEFAULTS,
  VALIDATION,
  clientPrivateKeySchema,
  clientSWASchema,
  validate,
} from '@satchel/shared';

/** Everything the BFF reads from its environment; `loadConfig` fills the defaults. */
export interface ServerConfig {
  port: number;
  /** Interface to listen on (all interfaces by default, like Express). */
  host?: string;
  /** Express `trust proxy` (behind a reverse proxy, so the rate limit sees client IPs); off by default. */
  trustProxy: boolean | number | string;
  platformUrl: string;
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
  /** Timeout of every platform and provider request. */
  upstreamTimeoutMs: number;
  social: {
    redirectBase: string;
    apple: { tokenUrl: string; clientId: string; clientSecret: string };
    twitter: { tokenUrl: string; clientId: string; clientSecret: string };
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

const integer = (env: Env, key: string, fallback: number): number => {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0)
    throw new ConfigError(`${key} must be a non-negative integer`);
  return value;
};

const text = (env: Env, key: string, fallback: string) =>
  env[key] === undefined || env[key] === '' ? fallback : env[key];

/** `true`/`false`, a hop count, or Express's list of trusted addresses/subnets. */
function trustProxyOf(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

/** Reads the configuration from environment variables (see README "Configuration"), failing fast on bad values. */
export function loadConfig(env: Env = process.env): ServerConfig {
  const platformUrl = text(env, 'PLATFORM_URL', LOCAL_DEFAULTS.platformUrl).replace(/\/+$/, '');
  const environment = text(env, 'SATCHEL_ENVIRONMENT', 'sandbox') as Environment;
  if (!ENVIRONMENT_NAMES.includes(environment))
    throw new ConfigError(`SATCHEL_ENVIRONMENT: ${VALIDATION.invalidEnvironment}`);
  const clientPrivateKey = text(env, 'CLIENT_PRIVATE_KEY', DEMO_CLIENT.clientPrivateKey);
  const keyCheck = validate(clientPrivateKeySchema, clientPrivateKey);
  // The format message, or the range one for a well-formed key that is no secp256k1 scalar (all zeros…).
  if (!keyCheck.success) throw new ConfigError(`CLIENT_PRIVATE_KEY: ${keyCheck.messages.join(', ')}`);
  const clientSWA = text(env, 'CLIENT_SWA', DEMO_CLIENT.clientSWA);
  if (!clientSWASchema.safeParse(clientSWA).success)
    throw new ConfigError(`CLIENT_SWA: ${VALIDATION.invalidClientSWA}`);
  const clientOrigin = text(env, 'CLIENT_ORIGIN', LOCAL_DEFAULTS.clientOrigin).replace(/\/+$/, '');
  return {
    port: integer(env, 'PORT', LOCAL_DEFAULTS.serverPort),
    host: env.HOST || undefined,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    platformUrl,
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
    social: {
      // The demo's /auth/callback/* pages live on its own origin, so CORS's origin is the natural default.
      redirectBase: text(env, 'SOCIAL_REDIRECT_BASE', clientOrigin).replace(/\/+$/, ''),
      apple: {
        tokenUrl: text(env, 'APPLE_TOKEN_URL', `${platformUrl}/oauth/apple/token`),
        clientId: text(env, 'APPLE_CLIENT_ID', 'satchel-local-apple'),
        clientSecret: text(env, 'APPLE_CLIENT_SECRET', 'satchel-local-apple-secret'),
      },
      twitter: {
        tokenUrl: text(env, 'TWITTER_TOKEN_URL', `${platformUrl}/oauth/twitter/token`),
        clientId: text(env, 'TWITTER_CLIENT_ID', 'satchel-local-twitter'),
        clientSecret: text(env, 'TWITTER_CLIENT_SECRET', 'satchel-local-twitter-secret'),
      },
    },
  };
}
