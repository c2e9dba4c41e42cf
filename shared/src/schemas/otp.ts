import * as z from 'zod/mini';
import { OTP_FORMAT } from '../constants/protocol.js';
import { VALIDATION } from '../messages.js';
import { emailSchema, otpCodeSchema, phoneSchema } from './auth.js';
import { address, HEX_SIGNATURE, patternString, strictObject, uuid } from './common.js';
import { useEnglishMessages } from './zod-locale.js';

useEnglishMessages();

/** The six OTP calls (§8.1); the `data` keys of each, in their signed order. */
export const OTP_DATA_KEYS = {
  emailSend: ['email', 'client_swa', 'timestamp'],
  emailResend: ['email', 'token', 'client_swa', 'timestamp'],
  emailVerify: ['email', 'token', 'otp', 'client_swa', 'timestamp'],
  whatsappSend: ['whatsapp_number', 'country_short_name', 'client_swa', 'timestamp'],
  whatsappResend: ['whatsapp_number', 'country_short_name', 'token', 'client_swa', 'timestamp'],
  whatsappVerify: ['whatsapp_number', 'country_short_name', 'token', 'otp', 'client_swa', 'timestamp'],
} as const;
export type OtpCall = keyof typeof OTP_DATA_KEYS;

const fields = {
  email: emailSchema,
  whatsapp_number: phoneSchema,
  country_short_name: z.literal(OTP_FORMAT.countryShortName, { error: VALIDATION.invalidCountry }),
  token: uuid(VALIDATION.invalidOtpToken),
  otp: otpCodeSchema,
  client_swa: address(VALIDATION.invalidClientSWA),
  timestamp: z.number({ error: 'Invalid timestamp' }).check(z.int('Invalid timestamp')),
} as const;

function otpDataSchema(call: OtpCall) {
  const shape = Object.fromEntries(OTP_DATA_KEYS[call].map((key) => [key, fields[key]]));
  return strictObject(shape as Record<string, z.ZodMiniType>);
}

/** The whole OTP request body `{data, client_signature, type: "ethsign"}` of one call. */
export function otpBodySchema(call: OtpCall) {
  return strictObject({
    data: otpDataSchema(call),
    client_signature: patternString(HEX_SIGNATURE, VALIDATION.invalidSignature),
    type: z.literal('ethsign', { error: 'Invalid type' }),
  });
}
