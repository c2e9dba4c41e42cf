import { OTP_FORMAT } from '@satchel/shared';

/**
 * Common inputs of every OTP call (§8.1).
 * @example
 * const base: OtpBase = { clientSWA, timestamp: Date.now() };
 */
export interface OtpBase {
  /** Configured clientSWA, sent as `client_swa`. */
  clientSWA: string;
  /** `Date.now()` in **milliseconds**. */
  timestamp: number;
}
/**
 * Inputs of the email OTP calls.
 * @example
 * const args: EmailArgs = { email: 'ada@example.com', clientSWA, timestamp: Date.now() };
 * const data = otpData.emailSend(args);
 */
export interface EmailArgs extends OtpBase {
  email: string;
}
/**
 * Inputs of the WhatsApp OTP calls.
 * @example
 * const args: WhatsAppArgs = { whatsappNumber: '+91 98765 43210', clientSWA, timestamp: Date.now() };
 * const data = otpData.whatsappSend(args);
 */
export interface WhatsAppArgs extends OtpBase {
  /** The number as typed (sent unstripped). */
  whatsappNumber: string;
  /** Defaults to `IN`. */
  countryShortName?: string;
}
/**
 * The token a resend (and a verify) carries.
 * @example
 * const data = otpData.emailResend({ email, clientSWA, timestamp: Date.now(), token } satisfies EmailArgs & WithToken);
 */
export interface WithToken {
  /** Token of the previous send (UUID). */
  token: string;
}
/**
 * The token and code a verify carries.
 * @example
 * const data = otpData.emailVerify({ email, clientSWA, timestamp: Date.now(), token, otp: '123456' } satisfies EmailArgs & WithOtp);
 */
export interface WithOtp extends WithToken {
  /** The 6-digit code. */
  otp: string;
}

/**
 * Builders of the six OTP `data` objects (§8.1), each with its keys in exactly the signed order.
 * Resend = send plus the previous `token`; verify = resend plus `otp`.
 * @example
 * const data = otpData.emailVerify({ email: 'ada@example.com', token, otp: '123456', clientSWA, timestamp: Date.now() });
 * const body = await buildOtpBody(data, clientSigner);
 */
export const otpData = {
  /** `{email, client_swa, timestamp}` */
  emailSend: ({ email, clientSWA, timestamp }: EmailArgs) => ({ email, client_swa: clientSWA, timestamp }),
  /** `{email, token, client_swa, timestamp}` */
  emailResend: ({ email, token, clientSWA, timestamp }: EmailArgs & WithToken) => ({
    email,
    token,
    client_swa: clientSWA,
    timestamp,
  }),
  /** `{email, token, otp, client_swa, timestamp}` */
  emailVerify: ({ email, token, otp, clientSWA, timestamp }: EmailArgs & WithOtp) => ({
    email,
    token,
    otp,
    client_swa: clientSWA,
    timestamp,
  }),
  /** `{whatsapp_number, country_short_name, client_swa, timestamp}` */
  whatsappSend: ({
    whatsappNumber,
    countryShortName = OTP_FORMAT.countryShortName,
    clientSWA,
    timestamp,
  }: WhatsAppArgs) => ({
    whatsapp_number: whatsappNumber,
    country_short_name: countryShortName,
    client_swa: clientSWA,
    timestamp,
  }),
  /** The WhatsApp send data plus `token`. */
  whatsappResend: ({
    whatsappNumber,
    countryShortName = OTP_FORMAT.countryShortName,
    token,
    clientSWA,
    timestamp,
  }: WhatsAppArgs & WithToken) => ({
    whatsapp_number: whatsappNumber,
    country_short_name: countryShortName,
    token,
    client_swa: clientSWA,
    timestamp,
  }),
  /** The WhatsApp resend data plus `otp`. */
  whatsappVerify: ({
    whatsappNumber,
    countryShortName = OTP_FORMAT.countryShortName,
    token,
    otp,
    clientSWA,
    timestamp,
  }: WhatsAppArgs & WithOtp) => ({
    whatsapp_number: whatsappNumber,
    country_short_name: countryShortName,
    token,
    otp,
    client_swa: clientSWA,
    timestamp,
  }),
} as const;

/**
 * Paths of the OTP calls (§8.1); resend uses the send path.
 * @example
 * const url = `${getEnvConfig('sandbox', { platformUrl }).apiUrl}${OTP_PATHS.whatsappVerify}`;
 */
export const OTP_PATHS = {
  emailSend: '/api/oc/v1/authenticate/email',
  emailResend: '/api/oc/v1/authenticate/email',
  emailVerify: '/api/oc/v1/authenticate/email/verify',
  whatsappSend: '/api/oc/v1/authenticate/whatsapp',
  whatsappResend: '/api/oc/v1/authenticate/whatsapp',
  whatsappVerify: '/api/oc/v1/authenticate/whatsapp/verify',
} as const;
