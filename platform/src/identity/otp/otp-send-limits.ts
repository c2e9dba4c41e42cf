import { OTP } from '@satchel/shared';
import type { PlatformContext } from '../../context.js';
import { PlatformError } from '../../errors/platform-error.js';
import { insertSend, listClientSends, listContactSends } from './otp-send-store.js';
import type { OtpRequest } from './parse-otp-request.js';

const CONTACT_WINDOW_MS = OTP.sendWindowSeconds * 1000;
const CLIENT_WINDOW_MS = OTP.clientSendWindowSeconds * 1000;

/**
 * 429 RATE_LIMITED when `max` sends already fall in the rolling window; `Retry-After` = seconds until enough of
 * them leave it for one more (at least 1). `sentAt` is ascending.
 */
function enforce(sentAt: number[], max: number, windowMs: number, nowMs: number): void {
  if (sentAt.length < max) return;
  const freesASlot = sentAt[sentAt.length - max];
  const retryAfter = Math.max(1, Math.ceil((freesASlot + windowMs - nowMs) / 1000));
  throw new PlatformError('RATE_LIMITED', { headers: { 'Retry-After': String(retryAfter) } });
}

const sentTimes = (rows: unknown[]) => (rows as { sent_at_ms: number }[]).map((row) => row.sent_at_ms);

/**
 * The send limits of step 6 of docs/protocol.md §8.4: 5 per contact per rolling 600 s, then (beyond the
 * protocol's step) `config.otpClientMaxSends` per client per rolling 60 s, so a burst to many contacts is refused too (0 = no
 * client limit). Run inside the send's transaction; `recordSend` counts an accepted send against both.
 */
export function enforceSendLimits(ctx: PlatformContext, request: OtpRequest, nowMs: number): void {
  const byContact = listContactSends(ctx.db, request.contact, nowMs - CONTACT_WINDOW_MS);
  enforce(sentTimes(byContact), OTP.maxSendsPerWindow, CONTACT_WINDOW_MS, nowMs);
  const max = ctx.config.otpClientMaxSends;
  if (max === 0) return;
  const byClient = listClientSends(ctx.db, request.client.clientId, nowMs - CLIENT_WINDOW_MS);
  enforce(sentTimes(byClient), max, CLIENT_WINDOW_MS, nowMs);
}

export function recordSend(ctx: PlatformContext, request: OtpRequest, nowMs: number): void {
  insertSend(ctx.db, request.contact, request.client.clientId, nowMs);
}
