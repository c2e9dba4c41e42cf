import { OTP } from '@satchel/shared';
import type { Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import { authRateLimit } from './rate-limit.js';

/** The contact of an OTP request to sign (`{kind: "otp", data: {email | whatsapp_number, …}}`), else undefined. */
export function otpContactOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { kind, data } = body as { kind?: unknown; data?: unknown };
  if (kind !== 'otp' || typeof data !== 'object' || data === null) return undefined;
  const { email, whatsapp_number: phone } = data as Record<string, unknown>;
  if (typeof email === 'string') return `email:${email.trim().toLowerCase()}`;
  return typeof phone === 'string' ? `whatsapp:${phone.trim()}` : undefined;
}

/**
 * The signing route's per-contact limit on OTP requests: the protocol's send limit (docs/protocol.md §8.4,
 * `OTP.maxSendsPerWindow` per `OTP.sendWindowSeconds`), which the platform applies to the BFF's own OTP routes, so
 * the route mints no more signed requests for one contact than the platform would send. Refusals do not count.
 * Needs the parsed body.
 */
export const otpContactLimit = (store?: Store, logger?: Logger) =>
  authRateLimit(OTP.maxSendsPerWindow, OTP.sendWindowSeconds * 1000, store, logger, {
    keyGenerator: (req) => otpContactOf(req.body) ?? '',
    skip: (req) => otpContactOf(req.body) === undefined,
    skipFailedRequests: true,
  });
