import type { OtpMethod } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import { otpCall, validateOtpContact, type OtpVerifyResult } from './internal/otp-call.js';

/**
 * Verifies a code without logging in (§8.3: a BFF logs in separately with the answer's `authToken`).
 * @example
 * const { authToken } = await verifyOtp(client, 'ada@example.com', otp, token, 'email');
 */
export async function verifyOtp(
  client: Client,
  contact: string,
  otp: string,
  token: string,
  method: OtpMethod,
): Promise<OtpVerifyResult> {
  return otpCall(client, 'verify', validateOtpContact(contact, method), { contact, token, otp });
}
