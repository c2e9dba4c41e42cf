import { OTP, phoneDigits } from '@satchel/shared';

export type OtpChannel = 'email' | 'whatsapp';

/** Normalised contact (docs/protocol.md §8.4): email trimmed and lowercased; WhatsApp `<country>:<digits>`. */
export function normaliseContact(channel: OtpChannel, data: Record<string, unknown>): string {
  if (channel === 'email') return String(data.email).trim().toLowerCase();
  return `${String(data.country_short_name)}:${phoneDigits(String(data.whatsapp_number))}`;
}

/** The §5.4 identity key of an OTP login. */
export const otpIdentityKey = (channel: OtpChannel, contact: string) => `${channel}:${contact}`;

/**
 * A contact as typed into the dev inbox query: an email, a 10-digit number (any separators, optionally prefixed by
 * the country code 91 or `IN:`). Undefined when it is neither.
 */
export function normaliseInboxContact(query: string): { channel: OtpChannel; contact: string } | undefined {
  const text = query.trim();
  if (text.includes('@')) return { channel: 'email', contact: text.toLowerCase() };
  const digits = phoneDigits(text.replace(/^IN:/i, ''));
  const national =
    digits.length === OTP.phoneDigits + 2 && digits.startsWith('91') ? digits.slice(2) : digits;
  if (national.length !== OTP.phoneDigits) return undefined;
  return { channel: 'whatsapp', contact: `${OTP.countryShortName}:${national}` };
}
