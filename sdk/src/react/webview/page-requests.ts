import { AUTH_FRAME, SDK, VALIDATION } from '@satchel/shared';
import type { AuthClient, OtpMethod } from '../auth-client.js';
import { AuthFrameError, messageOf } from '../auth-frame-error.js';
import { userSWAOf } from '../login-result.js';
import type { PageRequest, PageRequestData } from './parse-page-message.js';
import type { UiConfig } from './ui-config.js';
import { warn } from './warn.js';

/**
 * What a request handler may do to the modal (implemented by `AuthWebView`).
 * @example
 * // Implemented by AuthWebView; a page request handler answers through it.
 * const context: RequestContext = new AuthWebView(client);
 * context.report(new Error('Invalid OTP'));
 */
export interface RequestContext {
  readonly client: AuthClient;
  readonly uiConfig: UiConfig;
  readonly closeDelayMs: number;
  /** Answers a page request with `data`. */
  respond(request: PageRequest, data: Record<string, unknown>): void;
  /** Answers a page request with an error text. */
  respondError(request: PageRequest, text: string): void;
  /** Ends the flow with the userSWA; the modal closes after `delayMs` without `onClose`. */
  succeed(userSWA: string, delayMs: number): void;
  /** Ends the flow with `Authentication failed`; the modal closes after `delayMs`. */
  fail(error: Error, delayMs: number): void;
  /** Reports an error to the error callback while the modal stays open (OTP errors). */
  report(error: Error): void;
  /** Ends the flow as the user closing the modal. */
  cancel(): void;
  /** Logs in through the Google pop-up; resolves to the userSWA. */
  loginWithGoogle(): Promise<string>;
  /** The clipboard's text (the page's paste of an OTP). */
  readClipboard(): Promise<string>;
}

/** Types the protocol reserves (§16.4): accepted silently. */
const RESERVED_TYPES = new Set(['sdk_ready', 'webview_ready', 'acknowledge']);

interface Contact {
  provider: OtpMethod;
  key: 'email' | 'whatsapp_number';
  value: string;
}

function contactOf(data: PageRequestData): Contact {
  if (typeof data.email === 'string' && data.email)
    return { provider: 'email', key: 'email', value: data.email };
  if (typeof data.whatsapp_number === 'string' && data.whatsapp_number) {
    return { provider: 'whatsapp', key: 'whatsapp_number', value: data.whatsapp_number };
  }
  throw new AuthFrameError(VALIDATION.invalidContactOrMethod);
}

const tokenOf = (result: unknown) =>
  result && typeof result === 'object' && typeof (result as { token?: unknown }).token === 'string'
    ? (result as { token: string }).token
    : undefined;

const asError = (failure: unknown) =>
  failure instanceof Error
    ? failure
    : new AuthFrameError(messageOf(failure, AUTH_FRAME.requestFailed), { error: failure });

/** Runs an OTP step; its failure becomes an error response plus the error callback, and the modal stays open. */
async function otpStep(ctx: RequestContext, request: PageRequest, step: () => Promise<void>): Promise<void> {
  try {
    await step();
  } catch (failure) {
    const error = asError(failure);
    ctx.respondError(request, error.message);
    ctx.report(error);
  }
}

async function google(ctx: RequestContext, request: PageRequest): Promise<void> {
  try {
    const userSWA = await ctx.loginWithGoogle();
    ctx.respond(request, { success: true, message: AUTH_FRAME.googleLoginSuccessful, token: userSWA });
    ctx.succeed(userSWA, 0);
  } catch (failure) {
    const error = asError(failure);
    ctx.respondError(request, error.message);
    ctx.fail(error, ctx.closeDelayMs);
  }
}

const sendOtp = (ctx: RequestContext, request: PageRequest) =>
  otpStep(ctx, request, async () => {
    const contact = contactOf(request.data);
    const token = tokenOf(await ctx.client.sendOTP(contact.value, contact.provider));
    if (!token) throw new AuthFrameError(SDK.sendOtpTokenMissing);
    ctx.respond(request, { provider: contact.provider, [contact.key]: contact.value, token });
  });

const resendOtp = (ctx: RequestContext, request: PageRequest) =>
  otpStep(ctx, request, async () => {
    const contact = contactOf(request.data);
    const previous = String(request.data.token ?? '');
    const token = tokenOf(await ctx.client.resendOTP(contact.value, previous, contact.provider));
    if (!token) throw new AuthFrameError(SDK.resendOtpTokenMissing);
    ctx.respond(request, { provider: contact.provider, [contact.key]: contact.value, token });
  });

const verifyOtp = (ctx: RequestContext, request: PageRequest) =>
  otpStep(ctx, request, async () => {
    const contact = contactOf(request.data);
    const otp = String(request.data.otp ?? '');
    const token = String(request.data.token ?? '');
    const login = contact.provider === 'email' ? ctx.client.loginUsingEmail : ctx.client.loginUsingWhatsApp;
    const userSWA = userSWAOf(await login.call(ctx.client, contact.value, otp, token));
    ctx.respond(request, {
      provider: contact.provider,
      [contact.key]: contact.value,
      token,
      message: AUTH_FRAME.loginSuccessful,
    });
    ctx.succeed(userSWA, ctx.closeDelayMs);
  });

const pasteOtp = (ctx: RequestContext, request: PageRequest) =>
  otpStep(ctx, request, async () => {
    const text = (await ctx.readClipboard()).trim();
    if (!text) throw new AuthFrameError(SDK.noOtpOnClipboard);
    const provider = request.data.whatsapp_number ? 'whatsapp' : (request.data.provider ?? 'email');
    ctx.respond(request, { provider, type: 'paste_otp', message: text });
  });

/** Dispatches one page request per the §16.2 table: `ui_config` first, then `provider: "google"`, then `type`. */
export async function handlePageRequest(ctx: RequestContext, request: PageRequest): Promise<void> {
  const { type, provider } = request.data;
  if (type === 'ui_config') return ctx.respond(request, { type: 'ui_config', config: ctx.uiConfig });
  if (provider === 'google') return google(ctx, request);
  switch (type) {
    case 'request_otp':
      return sendOtp(ctx, request);
    case 'resend_otp':
      return resendOtp(ctx, request);
    case 'verify_otp':
      return verifyOtp(ctx, request);
    case 'paste_otp':
      return pasteOtp(ctx, request);
    case 'close_webview':
      return ctx.cancel();
    default:
      if (typeof type === 'string' && RESERVED_TYPES.has(type)) return;
      warn(ctx.client, AUTH_FRAME.unhandledRequestType, type);
  }
}
