import { otpMethodSchema, otpRequestSchema, SDK, type OtpMethod } from '@satchel/shared';
import { buildOtpBody, OTP_PATHS, otpData } from '../../protocol/index.js';
import type { ClientContext } from '../client-context.js';
import { requireClientDetails } from '../guards.js';
import { validateInput } from '../validate-input.js';

export type OtpStep = 'send' | 'resend' | 'verify';

/**
 * OTP send/resend answer (§8.3), camel-cased.
 * @example
 * const sent: OtpSendResult = await client.sendOTP('ada@example.com', 'email');
 * const userSWA = unwrap(await client.loginUsingEmail('ada@example.com', otp, sent.token));
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
 * const verified: OtpVerifyResult = await client.verifyOTP('ada@example.com', otp, token, 'email');
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
 * One OTP call (§8): the `data` object in its signed order, the client signer's text signature, no bearer. Throws the
 * call's message (`Failed to send Email OTP`, …) on any failure.
 */
export async function otpCall<T>(
  ctx: ClientContext,
  step: OtpStep,
  method: OtpMethod,
  input: { contact: string; token?: string; otp?: string },
): Promise<T> {
  requireClientDetails(ctx.clientSigner, ctx.clientSWA);
  const base = {
    clientSWA: ctx.clientSWA,
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
  return ctx.request<T>({
    method: 'POST',
    path: OTP_PATHS[key],
    body: await buildOtpBody(data, ctx.clientSigner),
    auth: false,
    messages: { failed: () => failed, missing: SDK.responseDataMissing },
  });
}
