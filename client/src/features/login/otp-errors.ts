import { ERROR_CODES, isValidEmail, isValidPhone, SDK } from '@satchel/shared';
import { DEMO } from '../../lib/demo-messages.js';

/**
 * What the OTP form says, the same in both modes: the demo checks the contact and the code itself, so neither the
 * SDK's "Invalid contact information or method" nor the BFF's "Invalid email format" reaches the user, and a
 * rejected code reads the same whether the SDK ("Failed to verify Email OTP") or the BFF ("Invalid OTP") said so.
 */
export const OTP_HINTS = {
  email: `${DEMO.enterValidEmail} address, like name@example.com`,
  whatsapp: `${DEMO.enterValidPhone}: the 10 digits after +91, like 9876543210`,
  code: 'Enter the 6-digit code from the message',
  wrongCode: 'That code is not right or has expired: enter the latest code we sent, or tap Resend',
} as const;

const REJECTED_CODE: readonly string[] = [
  SDK.failedToVerifyEmailOtp,
  SDK.failedToVerifyWhatsAppOtp,
  ERROR_CODES.OTP_INVALID.message,
  ERROR_CODES.OTP_EXPIRED.message,
];

export const contactError = (method: 'email' | 'whatsapp', contact: string) =>
  method === 'email'
    ? isValidEmail(contact)
      ? undefined
      : OTP_HINTS.email
    : isValidPhone(contact)
      ? undefined
      : OTP_HINTS.whatsapp;

export const codeError = (code: string) => (/^[0-9]{6}$/.test(code.trim()) ? undefined : OTP_HINTS.code);

/** A failed verification as the user can act on it; other failures (network, server) keep their message. */
export const verifyFailure = (message: string) =>
  REJECTED_CODE.includes(message) ? OTP_HINTS.wrongCode : message;
