import { pino, type Logger } from 'pino';

/**
 * Paths pino replaces by `[REDACTED]` (docs/protocol.md §3.8): the Authorization header, private keys, OTP codes and
 * every token, wherever they appear in a logged object (two levels of nesting, plus request bodies).
 */
export const SECRET_KEYS = [
  'authorization',
  'Authorization',
  'privateKey',
  'clientPrivateKey',
  'sessionPrivKey',
  'sessionPrivateKey',
  'ecdsaPrivateKey',
  'eddsaPrivateKey',
  'ecdsa_private_key',
  'eddsa_private_key',
  'hs256Secret',
  'client_pk',
  'otp',
  'token',
  'idToken',
  'id_token',
  'access_token',
  'auth_token',
  'authToken',
  'refresh_auth_token',
  'refreshAuthToken',
  'refresh_token',
  'device_token',
  'deviceToken',
  'client_secret',
  'code_verifier',
  'jwt',
];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  // OAuth codes: only where a code is certainly one (error objects carry harmless `code` fields)
  'req.body.code',
  'body.code',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`, `req.body.${k}`, `req.body.*.${k}`]),
];

/** The platform logger; `destination` lets tests capture output. */
export function createLogger(level = 'info', destination?: NodeJS.WritableStream): Logger {
  const options = { level, redact: { paths: REDACT_PATHS, censor: '[REDACTED]' } };
  return destination ? pino(options, destination as pino.DestinationStream) : pino(options);
}
