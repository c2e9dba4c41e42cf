/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { AUTH_FRAME, SDK, VALIDATION } from '@satchel/shared';
import { RpcError } from '../../src/errors/index.js';
import { AuthWebView } from '../../src/react/webview/auth-web-view.js';
import { defaultUiConfig } from '../../src/react/webview/ui-config.js';
import { capturePosts, flush, overlay, pageSays } from './helpers/modal-harness.js';
import {
  OTHER_ALLOWED_ORIGIN,
  PLATFORM_ORIGIN,
  scriptedAuthClient,
  type Script,
} from './helpers/scripted-auth-client.js';

const USER_SWA = '0x0aAdc07EF355C3B68906D2889aB403d12176B31F';
const OTP_TOKEN = '3f1c2e4d-5b6a-4c7d-8e9f-0a1b2c3d4e5f';

const views: AuthWebView[] = [];

function openModal(script: Script = {}) {
  const { client, calls } = scriptedAuthClient(script);
  const onSuccess = jest.fn<(userSWA: string) => void>();
  const onError = jest.fn<(error: Error) => void>();
  const onClose = jest.fn<() => void>();
  const view = new AuthWebView(client, { onSuccess, onError, onClose });
  views.push(view);
  const result = view.open();
  result.catch(() => {}); // each test inspects it when it matters
  const posts = capturePosts(view.frame);
  return { view, result, posts, calls, onSuccess, onError, onClose };
}

/** The error response object of §16.3. */
const errorResponse = (id: string, data: object, error: string) => ({
  message: { id, method: 'satchel_sdk_login', data: JSON.stringify({ data }), error },
  targetOrigin: PLATFORM_ORIGIN,
});
/** The success response (JSON text) of §16.3. */
const successResponse = (id: string, data: object) => ({
  message: JSON.stringify({ id, method: 'satchel_sdk_login', data }),
  targetOrigin: PLATFORM_ORIGIN,
});

let warn: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  // Settle every modal a test left open, so no listener outlives its test.
  for (const view of views.splice(0)) view.cancel();
  jest.useRealTimers();
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('page → SDK origin filtering', () => {
  it('ignores a message from an origin off the allow-list, with the warning', async () => {
    const { posts } = openModal();
    pageSays({ id: 'r1', data: { type: 'ui_config' } }, 'http://evil.example');
    await flush();
    expect(warn).toHaveBeenCalledWith(AUTH_FRAME.untrustedOrigin, 'http://evil.example');
    expect(posts).toEqual([]);
  });

  it("ignores it without a word when the client's log level is the default (silent)", async () => {
    const { client } = scriptedAuthClient();
    const view = new AuthWebView({ ...client, logLevel: undefined }, {});
    views.push(view);
    view.open().catch(() => {});
    const posts = capturePosts(view.frame);
    pageSays({ id: 'r1', data: { type: 'ui_config' } }, 'http://evil.example');
    pageSays({ id: 'r2', data: { type: 'dance' } });
    await flush();
    expect(warn).not.toHaveBeenCalled();
    expect(posts).toEqual([]);
  });

  it('ignores another window of an allowed origin: request_otp from it sends nothing', async () => {
    const { posts, calls } = openModal();
    const other = document.createElement('iframe');
    document.body.appendChild(other);
    const request = { id: 'x1', data: { type: 'request_otp', email: 'victim@example.com' } };
    pageSays(request, PLATFORM_ORIGIN, other.contentWindow); // same origin as the modal's page, another frame
    pageSays(request, PLATFORM_ORIGIN, window); // the app's own window
    pageSays(request, PLATFORM_ORIGIN, null); // no source at all
    await flush();
    expect(warn.mock.calls).toEqual(Array(3).fill([AUTH_FRAME.untrustedOrigin, PLATFORM_ORIGIN]));
    expect(calls).toEqual([]);
    expect(posts).toEqual([]);
  });

  it("ignores the modal's frame when its origin is not the opened page's (another allow-listed origin)", async () => {
    const { posts, calls } = openModal();
    const hosted = OTHER_ALLOWED_ORIGIN; // on the allow-list, not the opened page's origin
    pageSays({ id: 'x2', data: { type: 'request_otp', email: 'victim@example.com' } }, hosted);
    await flush();
    expect(warn).toHaveBeenCalledWith(AUTH_FRAME.untrustedOrigin, hosted);
    expect(calls).toEqual([]);
    expect(posts).toEqual([]);
  });

  it('answers ui_config from an allowed origin with the default appearance, to the page origin', async () => {
    const { posts } = openModal();
    pageSays({ id: 'r1', method: 'satchel_sdk_login', data: { type: 'ui_config' } });
    await flush();
    expect(posts).toEqual([successResponse('r1', { type: 'ui_config', config: defaultUiConfig() })]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('accepts JSON text and the {eventName, eventData} wrapper, with id and method defaults', async () => {
    const { posts } = openModal();
    pageSays(
      JSON.stringify({
        eventName: 'requestChannel',
        eventData: JSON.stringify({ data: { type: 'ui_config' } }),
      }),
    );
    await flush();
    expect(posts).toEqual([
      successResponse('uuid-for-webview', { type: 'ui_config', config: defaultUiConfig() }),
    ]);
  });

  it('warns about an unknown request type and answers nothing', async () => {
    const { posts } = openModal();
    pageSays({ id: 'r1', data: { type: 'dance' } });
    await flush();
    expect(warn).toHaveBeenCalledWith(AUTH_FRAME.unhandledRequestType, 'dance');
    expect(posts).toEqual([]);
  });
});

describe('OTP requests', () => {
  it('request_otp sends the OTP and answers provider, contact and token', async () => {
    const { posts, calls } = openModal({ sendOTP: async () => ({ status: 'success', token: OTP_TOKEN }) });
    pageSays({ id: 'r2', data: { type: 'request_otp', email: 'ada@example.com' } });
    await flush();
    expect(calls).toEqual([{ name: 'sendOTP', args: ['ada@example.com', 'email'] }]);
    expect(posts).toEqual([
      successResponse('r2', { provider: 'email', email: 'ada@example.com', token: OTP_TOKEN }),
    ]);
  });

  it('request_otp for WhatsApp uses the whatsapp method and key', async () => {
    const { posts, calls } = openModal({ sendOTP: async () => ({ token: OTP_TOKEN }) });
    pageSays({ id: 'r2', data: { type: 'request_otp', whatsapp_number: '9876543210' } });
    await flush();
    expect(calls[0]).toEqual({ name: 'sendOTP', args: ['9876543210', 'whatsapp'] });
    expect(posts).toEqual([
      successResponse('r2', { provider: 'whatsapp', whatsapp_number: '9876543210', token: OTP_TOKEN }),
    ]);
  });

  it('request_otp without a token in the answer is an error response, reported, modal kept open', async () => {
    const { view, posts, onError } = openModal({ sendOTP: async () => ({ status: 'success' }) });
    const data = { type: 'request_otp', email: 'ada@example.com' };
    pageSays({ id: 'r3', data });
    await flush();
    expect(posts).toEqual([errorResponse('r3', data, SDK.sendOtpTokenMissing)]);
    expect(onError.mock.calls[0][0].message).toBe(SDK.sendOtpTokenMissing);
    expect(view.isOpen).toBe(true);
    expect(overlay()).not.toBeNull();
  });

  it('resend_otp passes the token and checks the new one', async () => {
    const { posts, calls } = openModal({ resendOTP: async () => ({}) });
    const data = { type: 'resend_otp', email: 'ada@example.com', token: OTP_TOKEN };
    pageSays({ id: 'r4', data });
    await flush();
    expect(calls).toEqual([{ name: 'resendOTP', args: ['ada@example.com', OTP_TOKEN, 'email'] }]);
    expect(posts).toEqual([errorResponse('r4', data, SDK.resendOtpTokenMissing)]);
  });

  it('a thrown client error becomes the error text', async () => {
    const { posts } = openModal({
      sendOTP: async () => {
        throw new Error(SDK.failedToSendEmailOtp);
      },
    });
    const data = { type: 'request_otp', email: 'ada@example.com' };
    pageSays({ id: 'r5', data });
    await flush();
    expect(posts).toEqual([errorResponse('r5', data, SDK.failedToSendEmailOtp)]);
  });

  it('an OTP request without email or number is refused', async () => {
    const { posts, calls } = openModal({ sendOTP: async () => ({ token: OTP_TOKEN }) });
    pageSays({ id: 'r6', data: { type: 'request_otp' } });
    await flush();
    expect(calls).toEqual([]);
    expect(posts).toEqual([errorResponse('r6', { type: 'request_otp' }, VALIDATION.invalidContactOrMethod)]);
  });

  it('verify_otp logs in, answers Login successful, resolves and closes after 1000 ms without onClose', async () => {
    jest.useFakeTimers();
    const { result, posts, calls, onSuccess, onClose } = openModal({ login: async () => USER_SWA });
    pageSays({
      id: 'r7',
      data: { type: 'verify_otp', email: 'ada@example.com', otp: '428913', token: OTP_TOKEN },
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([{ name: 'loginUsingEmail', args: ['ada@example.com', '428913', OTP_TOKEN] }]);
    expect(posts).toEqual([
      successResponse('r7', {
        provider: 'email',
        email: 'ada@example.com',
        token: OTP_TOKEN,
        message: AUTH_FRAME.loginSuccessful,
      }),
    ]);
    await expect(result).resolves.toBe(USER_SWA);
    expect(onSuccess).toHaveBeenCalledWith(USER_SWA);
    await jest.advanceTimersByTimeAsync(999);
    expect(overlay()).not.toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(overlay()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('verify_otp with a falsy login result is Login failed; an RpcError result gives its message', async () => {
    const results: unknown[] = [undefined, new RpcError('Invalid OTP', { code: -32003, data: {} })];
    const { view, posts, onError } = openModal({ login: async () => results.shift() });
    const data = { type: 'verify_otp', email: 'ada@example.com', otp: '000000', token: OTP_TOKEN };
    pageSays({ id: 'a', data });
    await flush();
    pageSays({ id: 'b', data });
    await flush();
    expect(posts).toEqual([
      errorResponse('a', data, AUTH_FRAME.loginFailed),
      errorResponse('b', data, 'Invalid OTP'),
    ]);
    expect(onError).toHaveBeenCalledTimes(2);
    expect(view.isOpen).toBe(true);
  });

  it('paste_otp answers the clipboard text, or No OTP found on clipboard', async () => {
    const texts = ['428913', '  '];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { readText: async () => texts.shift() },
    });
    const { posts } = openModal();
    pageSays({ id: 'p1', data: { type: 'paste_otp', provider: 'email' } });
    await flush();
    pageSays({ id: 'p2', data: { type: 'paste_otp', provider: 'email' } });
    await flush();
    expect(posts).toEqual([
      successResponse('p1', { provider: 'email', type: 'paste_otp', message: '428913' }),
      errorResponse('p2', { type: 'paste_otp', provider: 'email' }, SDK.noOtpOnClipboard),
    ]);
  });
});

describe('Google and closing requests', () => {
  it('a blocked Google pop-up answers the error, closes after 1000 ms and rejects Authentication failed', async () => {
    jest.useFakeTimers();
    jest.spyOn(window, 'open').mockImplementation(() => null);
    const { result, posts, onError, onClose } = openModal();
    pageSays({ id: 'g1', data: { provider: 'google' } });
    await jest.advanceTimersByTimeAsync(0);
    expect(posts).toEqual([errorResponse('g1', { provider: 'google' }, AUTH_FRAME.failedToOpenPopup)]);
    expect(onError.mock.calls[0][0].message).toBe(AUTH_FRAME.failedToOpenPopup);
    const failure = await result.catch((e: { message: string; error: Error }) => e);
    expect(failure).toMatchObject({
      message: AUTH_FRAME.authenticationFailed,
      error: { message: AUTH_FRAME.failedToOpenPopup },
    });
    await jest.advanceTimersByTimeAsync(1000);
    expect(overlay()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('close_webview fires onClose and rejects Authentication canceled by the user', async () => {
    const { result, onClose } = openModal();
    pageSays({ id: 'c1', data: { type: 'close_webview' } });
    await expect(result).rejects.toMatchObject({ message: AUTH_FRAME.canceledByUser });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a responseChannel message for no pending request ends the flow (error → error callback)', async () => {
    const { result, onError } = openModal();
    pageSays({
      channel: 'responseChannel',
      id: 'nobody',
      data: { status: 'error', message: 'Page gave up' },
    });
    await expect(result).rejects.toMatchObject({ message: AUTH_FRAME.authenticationFailed });
    expect(onError.mock.calls[0][0].message).toBe('Page gave up');
  });

  it('removes its listener once settled: later messages are not answered', async () => {
    const { view, posts } = openModal();
    view.cancel();
    pageSays({ id: 'late', data: { type: 'ui_config' } });
    await flush();
    expect(posts).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });
});
