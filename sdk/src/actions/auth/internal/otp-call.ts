import { otpMethodSchema, otpRequestSchema, SDK, type OtpMethod } from '@satchel/shared';
import type { Client } from '../../../client/client.js';
import { internalsOf } from '../../../client/client-internals.js';
import { validateInput } from '../../../client/validate-input.js';
import { buildOtpBody, OTP_PATHS, otpData } from '../../../protocol/index.js';

export type OtpStep = 'send' | 'resend' | 'verify';

/**
 * OTP send/resend answer (§8.3), camel-cased.
 * @example
 * const sent: OtpSendResult = await sendOtp(client, 'ada@example.com', 'email');
 * const userSWA = await loginWithOtp(client, { method: 'email', contact: 'ada@example.com', otp, token: sent.token });
 */
export interface OtpSendResult {
  status: string;
  message: string;
  code: number;
  token: string;
  traceId?: string;
}

/**
 * OTP verify answer (§8.3), camel-cased.
 * @example
 * const verified: OtpVerifyResult = await verifyOtp(client, 'ada@example.com', otp, token, 'email');
 */
export interface OtpVerifyResult {
  authToken: string;
  message: string;
  refreshAuthToken: string;
  deviceToken: string;
}

const FAILED: Record<OtpMethod, Record<OtpStep, string>> = {
  email: {
    send: SDK.failedToSendEmailOtp,
    resend: SDK.failedToResendEmailOtp,
    verify: SDK.failedToVerifyEmailOtp,
  },
  whatsapp: {
    send: SDK.failedToSendWhatsAppOtp,
    resend: SDK.failedToResendWhatsAppOtp,
    verify: SDK.failedToVerifyWhatsAppOtp,
  },
};

/** The contact checked against its method (§15.1): the method first, then the contact. */
export function validateOtpContact(contact: unknown, method: unknown): OtpMethod {
  validateInput(otpMethodSchema, method, { plain: true });
  return validateInput(otpRequestSchema, { contact, method }, { plain: true }).method;
}

/**
 * One OTP call (§8) for a contact already checked against its method: the `data` object in its signed order, the
 * client signer's text signature, no bearer. Throws the call's message (`Failed to send Email OTP`, …) on any failure.
 */
export async function otpCall<T>(
  client: Client,
  step: OtpStep,
  method: OtpMethod,
  input: { contact: string; token?: string; otp?: string },
): Promise<T> {
  const { clientSigner } = internalsOf(client);
  const base = {
    clientSWA: client.clientSWA,
    timestamp: Date.now(),
    token: input.token ?? '',
    otp: input.otp ?? '',
  };
  const key = `${method}${step[0]!.toUpperCase()}${step.slice(1)}` as keyof typeof otpData;
  const data =
    method === 'email'
      ? otpData[key as 'emailVerify']({ ...base, email: input.contact })
      : otpData[key as 'whatsappVerify']({ ...base, whatsappNumber: input.contact });
  const failed = FAILED[method][step];
  return client.request<T>({
    method: 'POST',
    path: OTP_PATHS[key],
    body: await buildOtpBody(data, clientSigner),
    auth: false,
    messages: { failed: () => failed, missing: SDK.responseDataMissing },
  });
}
