import { pino, type DestinationStream, type Logger } from 'pino';

/** Keys that hold secrets (§3.8): replaced by `[REDACTED]` wherever they appear, up to three levels deep. */
export const SECRET_KEYS = [
  'authorization',
  'cookie',
  'client_pk',
  'clientPrivateKey',
  'privateKey',
  'sessionPrivKey',
  'sessionConfig',
  'client_secret',
  'clientSecret',
  'otp',
  'token',
  'idToken',
  'id_token',
  'access_token',
  'accessToken',
  'authToken',
  'auth_token',
  'refreshAuthToken',
  'refresh_auth_token',
  'deviceToken',
  'device_token',
  'code_verifier',
] as const;

const REDACT_PATHS = SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]);

/** The BFF's pino logger; `destination` lets tests capture every line. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: REDACT_PATHS, censor: '[REDACTED]' },
    base: { service: 'satchel-bff' },
  };
  return destination ? pino(options, destination) : pino(options);
}
