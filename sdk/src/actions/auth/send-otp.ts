import type { OtpMethod } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import { otpCall, validateOtpContact, type OtpSendResult } from './internal/otp-call.js';

/**
 * Sends a one-time code to an email address or a 10-digit WhatsApp number (§8), the contact checked against its
 * method first (§15.1); resolves to the camel-cased answer, whose `token` the login takes.
 * @example
 * const { token } = await sendOtp(client, 'ada@example.com', 'email');
 */
export async function sendOtp(client: Client, contact: string, method: OtpMethod): Promise<OtpSendResult> {
  return otpCall(client, 'send', validateOtpContact(contact, method), { contact });
}
