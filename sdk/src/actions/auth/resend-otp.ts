import type { OtpMethod } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import { otpCall, validateOtpContact, type OtpSendResult } from './internal/otp-call.js';

/**
 * Sends a new code for the `token` of an earlier `sendOtp` (§8); resolves to the answer with the new `token`.
 * @example
 * const { token: next } = await resendOtp(client, 'ada@example.com', token, 'email');
 */
export async function resendOtp(
  client: Client,
  contact: string,
  token: string,
  method: OtpMethod,
): Promise<OtpSendResult> {
  return otpCall(client, 'resend', validateOtpContact(contact, method), { contact, token });
}
