import { fmt, OTP, VALIDATION } from '@satchel/shared';
import type { PlatformContext } from '../../context.js';
import { PlatformError } from '../../errors/platform-error.js';
import { findNewestLiveChallenge } from '../otp/otp-challenge-store.js';
import { normaliseInboxContact } from '../otp/otp-contact.js';

export interface DevOtpEntry {
  contact: string;
  channel: 'email' | 'whatsapp';
  token: string;
  otp: string;
  expires_at: number;
  attempts_left: number;
}

/** GET /dev/otp?contact= — the latest live code of a contact (docs/protocol.md §17.3); none → 404 NOT_FOUND. */
export function devOtp(ctx: PlatformContext, query: unknown): DevOtpEntry {
  const raw = (query as Record<string, unknown> | undefined)?.contact;
  const target = typeof raw === 'string' ? normaliseInboxContact(raw) : undefined;
  if (!target)
    throw new PlatformError('VALIDATION_ERROR', {
      message: fmt.validationFailed([VALIDATION.invalidContactOrMethod]),
    });
  const validMs = OTP.validSeconds * 1000;
  const row = findNewestLiveChallenge(ctx.db, target.channel, target.contact, ctx.now() - validMs);
  if (!row) throw new PlatformError('NOT_FOUND', { details: 'no live code for this contact' });
  return {
    contact: target.contact,
    channel: target.channel,
    token: row.token,
    otp: row.code,
    expires_at: Math.floor((row.issued_at + validMs) / 1000),
    attempts_left: OTP.maxVerifyAttempts - row.attempts,
  };
}
