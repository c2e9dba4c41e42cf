import * as z from 'zod/mini';
import { INPUT_LIMITS, OTP_FORMAT, PLATFORM_PROVIDERS, SDK_OAUTH_PROVIDERS } from '../constants/protocol.js';
import { fmt, VALIDATION } from '../messages.js';
import { useEnglishMessages } from './zod-locale.js';

useEnglishMessages();

/** Longest accepted texts: an email address by RFC 5321 (254), a 10-digit number with separators (ours, 32). */
const EMAIL_MAX_CHARS = 254;
const PHONE_MAX_CHARS = 32;

/** Email: `^[^\s@]+@[^\s@]+\.[^\s@]+$` after trimming. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isValidEmail = (email: unknown) =>
  typeof email === 'string' && email.length <= EMAIL_MAX_CHARS && EMAIL.test(email.trim());

/** WhatsApp number: exactly 10 digits once non-digits are removed (`98765-43210` passes, `+91 9876543210` fails). */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');
export const isValidPhone = (phone: unknown) =>
  typeof phone === 'string' &&
  phone.length <= PHONE_MAX_CHARS &&
  phoneDigits(phone).length === OTP_FORMAT.phoneDigits;

export const emailSchema = z
  .string({ error: VALIDATION.invalidEmail })
  .check(z.refine(isValidEmail, VALIDATION.invalidEmail));
export const phoneSchema = z
  .string({ error: VALIDATION.invalidPhone })
  .check(z.refine(isValidPhone, VALIDATION.invalidPhone));
export const otpMethodSchema = z.enum(['email', 'whatsapp'], { error: VALIDATION.invalidOtpMethod });
export type OtpMethod = z.output<typeof otpMethodSchema>;
// Built in a pure closure so that a bundle which never uses it (the SDK's) can drop it.
export const otpCodeSchema = /* @__PURE__ */ (() =>
  z.string({ error: VALIDATION.invalidOtp }).check(z.regex(/^[0-9]{6}$/, VALIDATION.invalidOtp)))();
export const idTokenSchema = z
  .string({ error: VALIDATION.idTokenRequired })
  .check(
    z.minLength(1, VALIDATION.idTokenRequired),
    z.maxLength(INPUT_LIMITS.idTokenChars, VALIDATION.idTokenTooLong),
  );

const providerOf = (allowed: readonly string[]) =>
  z.string({ error: fmt.unsupportedProvider('undefined') }).check(
    z.superRefine((provider, ctx) => {
      if (!allowed.includes(provider))
        ctx.addIssue({ code: 'custom', message: fmt.unsupportedProvider(provider) });
    }),
  );

/** Auth data the SDK's `loginUsingOAuth` accepts (§15.1): google, satchel, client_jwt. */
export const authDataSchema = z.object({
  idToken: idTokenSchema,
  provider: providerOf(SDK_OAUTH_PROVIDERS),
});
/** Auth data the platform and the BFF accept (§7.3): the six providers. */
export const platformAuthDataSchema = z.object({
  idToken: idTokenSchema,
  provider: providerOf(PLATFORM_PROVIDERS),
});
/** Checks an OTP contact against its method; the message of §15.1 when they do not match. */
export function otpContactMatchesMethod(contact: unknown, method: unknown): boolean {
  if (method === 'email') return isValidEmail(contact);
  if (method === 'whatsapp') return isValidPhone(contact);
  return false;
}

/** An OTP request `{contact, method}`: the method first, then the contact against it (§15.1). */
export const otpRequestSchema = z
  .object({ contact: z.string({ error: VALIDATION.invalidContactOrMethod }), method: otpMethodSchema })
  .check(
    z.refine(
      (input) => otpContactMatchesMethod(input.contact, input.method),
      VALIDATION.invalidContactOrMethod,
    ),
  );
