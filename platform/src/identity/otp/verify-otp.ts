import { timingSafeEqual } from 'node:crypto';
import { OTP } from '@satchel/shared';
import type { PlatformContext } from '../../context.js';
import { nowSeconds } from '../../context.js';
import { PlatformError } from '../../errors/platform-error.js';
import { issueSatchelTokens } from '../tokens/issue-satchel-tokens.js';
import { isUsed, markUsed } from '../../world/used-values-store.js';
import { liveChallenge } from './otp-challenge.js';
import { otpIdentityKey } from './otp-contact.js';
import { consumeChallenge, setChallengeAttempts } from './otp-challenge-store.js';
import type { OtpRequest } from './parse-otp-request.js';

export interface OtpVerified {
  auth_token: string;
  message: 'success';
  refresh_auth_token: string;
  device_token: string;
}

const sameCode = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Step 7 of docs/protocol.md §8.4: live token of this client and contact, code not older than 600 s, code matches. A wrong
 * code counts an attempt (committed even though the call fails); the 5th failure kills the token. Success consumes
 * the token and answers fresh Satchel tokens (§17.2).
 */
export async function verifyOtp(ctx: PlatformContext, request: OtpRequest): Promise<OtpVerified> {
  // Signed before the transaction (async) so the state change and the answer stay together.
  const tokens = await issueSatchelTokens(ctx, {
    clientSWA: request.client.clientSWA,
    identityKey: otpIdentityKey(request.channel, request.contact),
  });
  const nowMs = ctx.now();
  const failure = ctx.db.transaction((): PlatformError | undefined => {
    if (isUsed(ctx.db, 'otp_body', request.bodyKey)) throw new PlatformError('REPLAYED_REQUEST');
    const challenge = liveChallenge(ctx.db, request);
    if (nowMs - challenge.issued_at > OTP.validSeconds * 1000) throw new PlatformError('OTP_EXPIRED');
    markUsed(ctx.db, 'otp_body', request.bodyKey, nowSeconds(ctx));
    if (sameCode(challenge.code, String(request.data.otp))) {
      consumeChallenge(ctx.db, challenge.token);
      return undefined;
    }
    const attempts = challenge.attempts + 1;
    const dead = attempts >= OTP.maxVerifyAttempts;
    setChallengeAttempts(ctx.db, challenge.token, attempts, dead ? 'dead' : 'live');
    return new PlatformError(dead ? 'OTP_ATTEMPTS_EXCEEDED' : 'OTP_INVALID');
  })();
  if (failure) throw failure;
  return {
    auth_token: tokens.auth_token,
    message: 'success',
    refresh_auth_token: tokens.refresh_auth_token,
    device_token: tokens.device_token,
  };
}
