import { randomInt } from 'node:crypto';
import { OTP } from '@satchel/shared';
import type { Db } from '../../db/open-database.js';
import { PlatformError } from '../../errors/platform-error.js';
import type { OtpRequest } from './parse-otp-request.js';
import { findLiveChallenge, type OtpChallengeRow } from './otp-challenge-store.js';

export type ChallengeRow = OtpChallengeRow;

/** 6 uniformly random digits, leading zeros allowed. */
export const newOtpCode = () => String(randomInt(0, 10 ** OTP.digits)).padStart(OTP.digits, '0');

/** The live challenge of `token` for this client, channel and contact, else 401 OTP_TOKEN_INVALID. */
export function liveChallenge(db: Db, request: OtpRequest): ChallengeRow {
  const row = findLiveChallenge(db, String(request.data.token).toLowerCase(), {
    clientId: request.client.clientId,
    channel: request.channel,
    contact: request.contact,
  });
  if (!row) throw new PlatformError('OTP_TOKEN_INVALID');
  return row;
}
