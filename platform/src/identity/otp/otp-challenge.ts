import { randomInt } from 'node:crypto';
import { OTP } from '@satchel/shared';
import type { Db } from '../../db/open-database.js';
import { PlatformError } from '../../errors/platform-error.js';
import type { OtpRequest } from './parse-otp-request.js';

export interface ChallengeRow {
  token: string;
  code: string;
  issued_at: number;
  attempts: number;
}

/** 6 uniformly random digits, leading zeros allowed. */
export const newOtpCode = () => String(randomInt(0, 10 ** OTP.digits)).padStart(OTP.digits, '0');

/** The live challenge of `token` for this client, channel and contact, else 401 OTP_TOKEN_INVALID. */
export function liveChallenge(db: Db, request: OtpRequest): ChallengeRow {
  const row = db
    .prepare(
      "SELECT token, code, issued_at, attempts FROM otp_challenges WHERE token = ? AND client_id = ? AND channel = ? AND contact = ? AND state = 'live'",
    )
    .get(
      String(request.data.token).toLowerCase(),
      request.client.clientId,
      request.channel,
      request.contact,
    ) as ChallengeRow | undefined;
  if (!row) throw new PlatformError('OTP_TOKEN_INVALID');
  return row;
}
