/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://localhost:4100/onboarding/?app=SATCHEL_WEB&origin=http://localhost:5173"}
 */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ONBOARDING_HTML } from '../../src/pages/onboarding/page-html.js';
import { onboardingScript } from '../../src/pages/onboarding/page-script.js';

const APP_ORIGIN = 'http://localhost:5173';
type Post = { message: any; targetOrigin: string };

/**
 * The page runs as the top window of this jsdom; a same-document iframe window stands in for the app that frames
 * it (`window.parent`), so the script's origin and source checks run against a real Window.
 */
let app: Window;
const posts: Post[] = [];
const lastRequest = () => posts.at(-1)!.message;
const $ = (id: string) => document.getElementById(id)!;
const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

function appSays(data: unknown, origin = APP_ORIGIN, source: Window = app): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}
/** The SDK's success response: JSON text `{id, method, data}` (§16.3). */
const succeed = (request: any, data: object) =>
  appSays(JSON.stringify({ id: request.id, method: request.method, data }));
/** The SDK's error response: an object with `error` (§16.3). */
const fail = (request: any, error: string) =>
  appSays({ id: request.id, method: request.method, data: JSON.stringify({ data: request.data }), error });

beforeAll(() => {
  document.documentElement.innerHTML = ONBOARDING_HTML.replace(/^<!doctype html>\s*<html[^>]*>/i, '').replace(
    /<\/html>\s*$/,
    '',
  );
  const frame = document.createElement('iframe');
  document.head.appendChild(frame);
  app = frame.contentWindow!;
  jest.spyOn(app, 'postMessage').mockImplementation(((message: unknown, targetOrigin: string) => {
    posts.push({ message, targetOrigin });
  }) as never);
  Object.defineProperty(window, 'parent', { configurable: true, get: () => app });
  new Function(onboardingScript())();
});

describe('onboarding page script (§16.8)', () => {
  it('first asks the app for ui_config, posted to the query origin on the request channel', () => {
    expect(posts).toHaveLength(1);
    expect(posts[0].targetOrigin).toBe(APP_ORIGIN);
    expect(posts[0].message).toMatchObject({
      method: 'satchel_sdk_login',
      data: { type: 'ui_config' },
      channel: 'requestChannel',
    });
    expect($('step-loading').hidden).toBe(false);
    expect($('step-contact').hidden).toBe(true);
  });

  it('ignores answers from another origin or another window', async () => {
    const request = lastRequest();
    appSays(
      JSON.stringify({ id: request.id, method: request.method, data: { type: 'ui_config', config: {} } }),
      'http://evil.example',
    );
    appSays(
      JSON.stringify({ id: request.id, method: request.method, data: { type: 'ui_config', config: {} } }),
      APP_ORIGIN,
      window,
    );
    await flush();
    expect($('step-contact').hidden).toBe(true);
  });

  it('applies the appearance, then offers the login options', async () => {
    succeed(lastRequest(), {
      type: 'ui_config',
      config: {
        version: '1.0.0',
        appearance: { themeName: 'light', theme: { '--satchel-accent-color': 'rgb(1, 2, 3)', color: 'red' } },
        vendor: { name: 'Acme', logo: 'https://acme.example/logo.png' },
        loginOptions: {
          socialLogins: [{ type: 'google', position: 1 }],
          otpLoginOptions: [{ type: 'email', position: 1 }],
          externalWallets: [],
        },
      },
    });
    await flush();
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(document.documentElement.style.getPropertyValue('--satchel-accent-color')).toBe('rgb(1, 2, 3)');
    expect(document.documentElement.style.getPropertyValue('color')).toBe('');
    expect($('vendor').textContent).toBe('Acme');
    expect(($('logo') as HTMLImageElement).src).toBe('https://acme.example/logo.png');
    expect($('step-contact').hidden).toBe(false);
    expect($('google').hidden).toBe(false);
    expect($('use-phone').hidden).toBe(true); // email only
    expect(document.activeElement).toBe($('contact'));
  });

  it('request_otp: an error answer is shown, a token moves to the code step', async () => {
    ($('contact') as HTMLInputElement).value = 'ada@example.com';
    ($('otp-form') as HTMLFormElement).requestSubmit();
    expect(lastRequest()).toMatchObject({
      data: { type: 'request_otp', email: 'ada@example.com' },
      channel: 'requestChannel',
    });
    fail(lastRequest(), 'Failed to send Email OTP');
    await flush();
    expect($('error').textContent).toBe('Failed to send Email OTP');
    expect($('error').hidden).toBe(false);

    ($('otp-form') as HTMLFormElement).requestSubmit();
    succeed(lastRequest(), { provider: 'email', email: 'ada@example.com', token: 'tok-1' });
    await flush();
    expect($('error').hidden).toBe(true);
    expect($('step-code').hidden).toBe(false);
    expect($('sent-to').textContent).toBe('ada@example.com');
  });

  it('resend_otp and paste_otp carry the contact and token; verify_otp sends the code', async () => {
    $('resend').click();
    expect(lastRequest().data).toEqual({ type: 'resend_otp', email: 'ada@example.com', token: 'tok-1' });
    succeed(lastRequest(), { provider: 'email', email: 'ada@example.com', token: 'tok-2' });
    await flush();
    $('paste').click();
    expect(lastRequest().data).toEqual({ type: 'paste_otp', provider: 'email' });
    succeed(lastRequest(), { provider: 'email', type: 'paste_otp', message: ' 428913 ' });
    await flush();
    expect(($('code') as HTMLInputElement).value).toBe('428913');
    ($('code-form') as HTMLFormElement).requestSubmit();
    expect(lastRequest().data).toEqual({
      type: 'verify_otp',
      email: 'ada@example.com',
      otp: '428913',
      token: 'tok-2',
    });
    succeed(lastRequest(), {
      provider: 'email',
      email: 'ada@example.com',
      token: 'tok-2',
      message: 'Login successful',
    });
    await flush();
    expect($('step-done').hidden).toBe(false);
  });

  it('"Continue with Google" asks for the google provider; the close button sends close_webview', () => {
    $('google').click();
    expect(lastRequest().data).toEqual({ provider: 'google' });
    $('close').click();
    expect(lastRequest()).toMatchObject({ data: { type: 'close_webview' }, channel: 'requestChannel' });
    expect(posts.every((p) => p.targetOrigin === APP_ORIGIN)).toBe(true);
  });
});
