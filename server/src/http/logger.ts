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

/**
 * What an `err` field logs of an Error: its type and message only, never a library's properties hung on it (a Redis
 * URL, a request); anything else as given (error-handler.ts describes its own). pino's own serializer would name a
 * described error's type `Object`, whatever it says.
 */
const errFields = (error: unknown) =>
  error instanceof Error ? { type: error.name, message: error.message } : error;

/** The BFF's pino logger; `destination` lets tests capture every line. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: REDACT_PATHS, censor: '[REDACTED]' },
    base: { service: 'satchel-bff' },
    serializers: { err: errFields },
  };
  return destination ? pino(options, destination) : pino(options);
}
