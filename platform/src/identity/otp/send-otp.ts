import { randomUUID } from 'node:crypto';
import type { PlatformContext } from '../../context.js';
import { nowSeconds } from '../../context.js';
import { PlatformError } from '../../errors/platform-error.js';
import { isUsed, markUsed } from '../../world/used-values-store.js';
import { liveChallenge, newOtpCode } from './otp-challenge.js';
import { enforceSendLimits, recordSend } from './otp-send-limits.js';
import { insertChallenge, reissueChallenge } from './otp-challenge-store.js';
import type { OtpRequest } from './parse-otp-request.js';

export interface OtpSent {
  status: 'success';
  message: string;
  code: 200;
  token: string;
}

/**
 * Step 6 of docs/protocol.md §8.4. Send: a new challenge (new UUID token, new code) for (client, channel, contact).
 * Resend: the live token of this client and contact keeps its token and gets a new code, its validity restarting.
 * Both count against the contact's and the client's send limits. One transaction.
 */
export function sendOtp(ctx: PlatformContext, request: OtpRequest): OtpSent {
  const nowMs = ctx.now();
  const token = ctx.db.transaction(() => {
    if (isUsed(ctx.db, 'otp_body', request.bodyKey)) throw new PlatformError('REPLAYED_REQUEST');
    const existing = request.kind === 'resend' ? liveChallenge(ctx.db, request) : undefined;
    enforceSendLimits(ctx, request, nowMs);
    const code = newOtpCode();
    let token: string;
    if (existing) {
      token = existing.token;
      reissueChallenge(ctx.db, token, code, nowMs);
    } else {
      token = randomUUID();
      insertChallenge(
        ctx.db,
        token,
        { clientId: request.client.clientId, channel: request.channel, contact: request.contact },
        code,
        nowMs,
      );
    }
    recordSend(ctx, request, nowMs);
    markUsed(ctx.db, 'otp_body', request.bodyKey, nowSeconds(ctx));
    return token;
  })();
  return { status: 'success', message: `${request.channel} otp sent`, code: 200, token };
}
