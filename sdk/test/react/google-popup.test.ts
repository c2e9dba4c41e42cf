/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { AUTH_FRAME, SDK } from '@satchel/shared';
import { RpcError } from '../../src/errors/index.js';
import { buildGooglePopupUrl } from '../../src/react/google/google-popup-url.js';
import { loginWithGooglePopup, popupFeatures } from '../../src/react/google/login-with-google-popup.js';
import { scriptedAuthClient } from './helpers/scripted-auth-client.js';

const vectors = JSON.parse(
  readFileSync(new URL('../../../test-fixtures/protocol-vectors.json', import.meta.url), 'utf8'),
);
const USER_SWA = '0x0aAdc07EF355C3B68906D2889aB403d12176B31F';

/**
 * jsdom cannot open windows: a pop-up stand-in whose address the test moves along the real flow's steps
 * (cross-origin pages throw on `location` read, as browsers do).
 */
function fakePopup() {
  let href: string | undefined; // undefined = cross-origin
  const popup = {
    closed: false,
    close: jest.fn(() => {
      popup.closed = true;
    }),
    get location() {
      if (href === undefined) throw new DOMException('Blocked a frame with origin', 'SecurityError');
      return { href };
    },
    goTo(next: string | undefined) {
      href = next;
    },
  };
  return popup;
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('Google pop-up URL and geometry (§16.6)', () => {
  it('builds the vectors pop-up URL: parameter order, + for spaces, JSON state', () => {
    const { urls } = vectors;
    const url = buildGooglePopupUrl(
      {
        allowList: [],
        googleAuthUrl: urls.googleAuthUrl,
        authRedirectUrl: urls.authRedirectUrl,
        googleClientId: urls.googleClientId,
      },
      { hostOrigin: urls.hostOrigin, nonce: urls.googleNonce },
    );
    expect(url).toBe(urls.googlePopupUrl);
  });

  it('adds extra state keys after client_url and platform', () => {
    const url = buildGooglePopupUrl(
      { allowList: [], authRedirectUrl: 'http://p/__/auth/handler' },
      {
        hostOrigin: 'http://h',
        nonce: 'n',
        state: { returnTo: '/home' },
      },
    );
    expect(url.startsWith('https://accounts.google.com/o/oauth2/v2/auth?scope=openid+email+profile&')).toBe(
      true,
    );
    expect(new URL(url).searchParams.get('state')).toBe(
      '{"client_url":"http://h","platform":"web","returnTo":"/home"}',
    );
  });

  it('centres the 500 × 600 window on the opener', () => {
    expect(popupFeatures({ screenX: 100, screenY: 50, innerWidth: 1280, innerHeight: 800 })).toBe(
      'width=500,height=600,top=150,left=490',
    );
  });
});

describe('loginWithGooglePopup', () => {
  it('refuses before opening anything when a user is already logged in', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { client } = scriptedAuthClient();
    const loggedIn = { ...client, isLoggedIn: () => true };
    await expect(loginWithGooglePopup(loggedIn)).rejects.toMatchObject({ message: SDK.alreadyLoggedIn });
    expect(open).not.toHaveBeenCalled();
  });

  it('fails with Failed to open authentication popup. when the browser blocks it', async () => {
    jest.spyOn(window, 'open').mockImplementation(() => null);
    const { client } = scriptedAuthClient();
    await expect(loginWithGooglePopup(client)).rejects.toMatchObject({
      message: AUTH_FRAME.failedToOpenPopup,
    });
  });

  it('opens _blank with the URL and features, polls every 500 ms, and logs in with the id_token', async () => {
    jest.useFakeTimers();
    const popup = fakePopup();
    const open = jest.spyOn(window, 'open').mockImplementation(() => popup as never);
    const { client, calls } = scriptedAuthClient({ loginUsingOAuth: async () => USER_SWA });
    const result = loginWithGooglePopup(client, { state: { from: 'test' } });
    const [url, target, features] = open.mock.calls[0];
    expect(target).toBe('_blank');
    expect(features).toBe(popupFeatures(window));
    const params = new URL(String(url)).searchParams;
    expect([...params.keys()]).toEqual([
      'scope',
      'redirect_uri',
      'response_type',
      'client_id',
      'nonce',
      'state',
    ]);
    expect(params.get('nonce')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(JSON.parse(params.get('state')!)).toEqual({
      client_url: 'http://localhost',
      platform: 'web',
      from: 'test',
    });

    await jest.advanceTimersByTimeAsync(500); // cross-origin: reading throws, ignored
    popup.goTo('http://localhost/?id_token=abc.def.ghi&state=x');
    await jest.advanceTimersByTimeAsync(499);
    expect(popup.close).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(popup.close).toHaveBeenCalled();
    await expect(result).resolves.toBe(USER_SWA);
    expect(calls).toEqual([
      { name: 'loginUsingOAuth', args: [{ idToken: 'abc.def.ghi', provider: 'google' }] },
    ]);
  });

  it('fails with Authentication popup closed. when the user closes it', async () => {
    jest.useFakeTimers();
    const popup = fakePopup();
    jest.spyOn(window, 'open').mockImplementation(() => popup as never);
    const { client, calls } = scriptedAuthClient();
    const result = loginWithGooglePopup(client);
    result.catch(() => {});
    popup.closed = true;
    await jest.advanceTimersByTimeAsync(500);
    await expect(result).rejects.toMatchObject({ message: AUTH_FRAME.popupClosed });
    expect(calls).toEqual([]);
  });

  it('fails with No ID token received from authentication when it returns without one', async () => {
    jest.useFakeTimers();
    const popup = fakePopup();
    jest.spyOn(window, 'open').mockImplementation(() => popup as never);
    const { client } = scriptedAuthClient();
    const result = loginWithGooglePopup(client);
    result.catch(() => {});
    popup.goTo('http://localhost/?error=access_denied');
    await jest.advanceTimersByTimeAsync(500);
    await expect(result).rejects.toMatchObject({ message: SDK.noIdToken });
    expect(popup.close).toHaveBeenCalled();
  });

  it('a login returning an RpcError rejects with its message', async () => {
    jest.useFakeTimers();
    const popup = fakePopup();
    jest.spyOn(window, 'open').mockImplementation(() => popup as never);
    const { client } = scriptedAuthClient({
      loginUsingOAuth: async () => new RpcError('Invalid id token', { code: -32003, status: 401 }),
    });
    const result = loginWithGooglePopup(client);
    result.catch(() => {});
    popup.goTo('http://localhost/?id_token=t');
    await jest.advanceTimersByTimeAsync(500);
    await expect(result).rejects.toBeInstanceOf(RpcError);
    await expect(result).rejects.toMatchObject({ message: 'Invalid id token', status: 401 });
  });
});
