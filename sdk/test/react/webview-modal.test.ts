/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { AUTH_FRAME } from '@satchel/shared';
import { SatchelError } from '../../src/errors/index.js';
import { AuthWebView } from '../../src/react/webview/auth-web-view.js';
import { buildModalUrl } from '../../src/react/webview/modal-url.js';
import { capturePosts, overlay, pageSays } from './helpers/modal-harness.js';
import { PLATFORM_ORIGIN, scriptedAuthClient } from './helpers/scripted-auth-client.js';

const vectors = JSON.parse(
  readFileSync(new URL('../../../test-fixtures/protocol-vectors.json', import.meta.url), 'utf8'),
);
const views: AuthWebView[] = [];

function openModal(env: Parameters<typeof scriptedAuthClient>[1] = {}, requestTimeoutMs?: number) {
  const { client } = scriptedAuthClient({}, env);
  const callbacks = { onSuccess: jest.fn(), onError: jest.fn<(e: Error) => void>(), onClose: jest.fn() };
  const view = new AuthWebView(client, callbacks, { requestTimeoutMs });
  views.push(view);
  const result = view.open();
  result.catch(() => {});
  return { view, result, ...callbacks };
}

let warn: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  for (const view of views.splice(0)) view.cancel();
  jest.useRealTimers();
  jest.restoreAllMocks();
  document.body.innerHTML = '';
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('modal URL and DOM (§16.1)', () => {
  it('builds the vectors modal URL, origin not percent-encoded', () => {
    expect(buildModalUrl(vectors.urls.authPageUrl, vectors.urls.hostOrigin)).toBe(vectors.urls.modalUrl);
  });

  it('mounts the overlay, container and iframe with the protocol styles and fades in on the next frame', async () => {
    const { view } = openModal();
    const el = overlay()!;
    expect(el.parentElement).toBe(document.body);
    expect(el.style.cssText).toContain('position: fixed');
    expect(el.style).toMatchObject({
      top: '0px',
      left: '0px',
      width: '100%',
      height: '100%',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      zIndex: '2147483647',
      backgroundColor: 'rgba(0, 0, 0, 0.7)',
      transition: 'opacity 0.5s ease',
    });
    expect(el.style.opacity).toBe('0');
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    expect(el.style.opacity).toBe('1');
    const container = el.firstElementChild as HTMLDivElement;
    expect(container.style).toMatchObject({ position: 'relative', width: '500px', height: '800px' });
    // No matchMedia in jsdom: treated as wide → transparent, no shadow.
    expect(container.style.background).toBe('transparent');
    expect(container.style.boxShadow).toBe('none');
    const iframe = view.frame!;
    expect(iframe.parentElement).toBe(container);
    expect(iframe.src).toBe(`${PLATFORM_ORIGIN}/onboarding/?app=SATCHEL_WEB&origin=http://localhost`);
    expect(iframe.style).toMatchObject({ width: '100%', height: '100%', borderRadius: '8px' });
    expect(iframe.style.borderWidth).toBe('0px'); // no border
  });

  it('under 500 px wide the frame is white with a shadow', () => {
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    })) as never;
    openModal();
    const container = overlay()!.firstElementChild as HTMLDivElement;
    expect(container.style.background).toBe('white');
    expect(container.style.boxShadow).toBe('0 0 20px rgba(0,0,0,0.3)');
  });

  it('a backdrop click fades out, removes the overlay after 300 ms, fires onClose and rejects canceled', async () => {
    jest.useFakeTimers();
    const { result, onClose, onSuccess } = openModal();
    const el = overlay()!;
    (el.firstElementChild as HTMLElement).click(); // a click inside the frame's box does nothing
    expect(onClose).not.toHaveBeenCalled();
    el.click();
    expect(el.style.opacity).toBe('0');
    expect(onClose).toHaveBeenCalledTimes(1);
    await expect(result).rejects.toMatchObject({ message: AUTH_FRAME.canceledByUser });
    jest.advanceTimersByTime(299);
    expect(overlay()).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(overlay()).toBeNull();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('removes its message listener when closed', () => {
    const remove = jest.spyOn(window, 'removeEventListener');
    const { view } = openModal();
    overlay()!.click();
    expect(remove.mock.calls.filter(([type]) => type === 'message')).toHaveLength(1);
    expect(view.isOpen).toBe(false);
  });

  it('without an auth page URL it rejects with the not-configured message and opens nothing', async () => {
    const { result, onError } = openModal({ authPageUrl: undefined });
    await expect(result).rejects.toMatchObject({ message: AUTH_FRAME.authPageNotConfigured });
    await expect(result).rejects.toBeInstanceOf(SatchelError); // one error hierarchy with the core
    expect(onError.mock.calls[0][0].message).toBe(AUTH_FRAME.authPageNotConfigured);
    expect(overlay()).toBeNull();
  });

  it('refuses a page whose origin is off the allow-list: WebView failed to open, rejects Authentication failed', async () => {
    const { result, onError } = openModal({ authPageUrl: 'https://evil.example/onboarding/' });
    await expect(result).rejects.toMatchObject({ message: AUTH_FRAME.authenticationFailed });
    expect(onError.mock.calls[0][0].message).toBe(AUTH_FRAME.webViewFailedToOpen);
    expect(overlay()).toBeNull();
  });
});

describe('SDK → page request and info channels (§16.4)', () => {
  const reply = (id: string, data: unknown, origin = PLATFORM_ORIGIN) =>
    pageSays({ channel: 'responseChannel', id, data }, origin);
  const requestIds = (posts: { message: unknown }[]) => posts.map((p) => (p.message as { id: string }).id);

  it('posts {id, method, data, channel} and routes each reply to its own pending request by id', async () => {
    const { view } = openModal();
    const posts = capturePosts(view.frame);
    const first = view.request('get_state', { n: 1 });
    const second = view.request('get_state', { n: 2 });
    const [id1, id2] = requestIds(posts);
    expect(posts[0]).toEqual({
      message: { id: id1, method: 'get_state', data: { n: 1 }, channel: 'requestChannel' },
      targetOrigin: PLATFORM_ORIGIN,
    });
    expect(id1).toMatch(/^[0-9a-f-]{36}$/);
    expect(id1).not.toBe(id2);
    reply(id2, { status: 'success', which: 2 });
    reply(id1, JSON.stringify({ status: 'success', which: 1 }));
    await expect(second).resolves.toEqual({ status: 'success', which: 2 });
    await expect(first).resolves.toEqual({ status: 'success', which: 1 });
    expect(view.isOpen).toBe(true);
  });

  it('error replies reject with their message or Request failed; no status is Invalid response data', async () => {
    const { view } = openModal();
    const posts = capturePosts(view.frame);
    const withMessage = view.request('m', {});
    const withoutMessage = view.request('m', {});
    const noStatus = view.request('m', {});
    const notObject = view.request('m', {});
    const [a, b, c, d] = requestIds(posts);
    reply(a, { status: 'error', message: 'Nope' });
    reply(b, { status: 'error' });
    reply(c, { ok: true });
    reply(d, 'plain text');
    await expect(withMessage).rejects.toMatchObject({ message: 'Nope' });
    await expect(withoutMessage).rejects.toMatchObject({ message: AUTH_FRAME.requestFailed });
    await expect(noStatus).rejects.toMatchObject({ message: AUTH_FRAME.invalidResponseData });
    await expect(notObject).rejects.toMatchObject({ message: AUTH_FRAME.invalidResponseData });
  });

  it('a reply from an untrusted origin does not settle the request; 30000 ms later it times out', async () => {
    jest.useFakeTimers();
    const { view } = openModal();
    const posts = capturePosts(view.frame);
    const pending = view.request('m', {});
    let outcome: unknown;
    pending.catch((e: Error) => (outcome = e.message));
    reply(requestIds(posts)[0], { status: 'success' }, 'http://evil.example');
    expect(warn).toHaveBeenCalledWith(AUTH_FRAME.untrustedOrigin, 'http://evil.example');
    await jest.advanceTimersByTimeAsync(29999);
    expect(outcome).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toBe(AUTH_FRAME.requestTimeout);
  });

  it('an injected shorter timeout applies', async () => {
    jest.useFakeTimers();
    const { view } = openModal({}, 50);
    capturePosts(view.frame);
    const pending = view.request('m', {});
    jest.advanceTimersByTime(50);
    await expect(pending).rejects.toMatchObject({ message: AUTH_FRAME.requestTimeout });
  });

  it('requests on a closed modal fail with WebView not available; pending ones fail when it closes', async () => {
    const { view } = openModal();
    capturePosts(view.frame);
    const pending = view.request('m', {});
    view.cancel();
    await expect(pending).rejects.toMatchObject({ message: AUTH_FRAME.webViewNotAvailable });
    await expect(view.request('m', {})).rejects.toMatchObject({ message: AUTH_FRAME.webViewNotAvailable });
  });

  it('info messages are fire-and-forget; on a closed modal they warn', () => {
    const { view } = openModal();
    const posts = capturePosts(view.frame);
    view.info('theme_changed', { themeName: 'light' });
    expect(posts[0].message).toMatchObject({
      method: 'theme_changed',
      data: { themeName: 'light' },
      channel: 'infoChannel',
    });
    view.cancel();
    view.info('theme_changed', {});
    expect(warn).toHaveBeenCalledWith(AUTH_FRAME.cannotSendInfo);
    expect(posts).toHaveLength(1);
  });
});
