import { describe, it, expect, beforeAll } from '@jest/globals';
import request from 'supertest';
import { runInNewContext } from 'node:vm';
import { createIdentityApp, type IdentityApp } from './helpers/identity-app.js';

let t: IdentityApp;
let script: string;
let allowedMeta: string;

/** Runs the served handler script against a fragment, as a browser would; returns where it navigated, or its error. */
function runHandler(hash: string): { replaced?: string; status: string } {
  const outcome: { replaced?: string; status: string } = { status: '' };
  const statusElement = { textContent: '' };
  const document = {
    title: '',
    querySelector: () => ({ getAttribute: () => allowedMeta }),
    getElementById: () => statusElement,
  };
  const location = { hash, replace: (url: string) => (outcome.replaced = url) };
  runInNewContext(script, { document, location, URL, URLSearchParams, JSON, encodeURIComponent, String });
  outcome.status = statusElement.textContent;
  return outcome;
}
const fragment = (params: Record<string, string>) => `#${new URLSearchParams(params)}`;
const state = (clientUrl: unknown) => JSON.stringify({ client_url: clientUrl, platform: 'web' });

beforeAll(async () => {
  t = createIdentityApp({ config: { allowedOrigins: ['https://demo.example.org'] } });
  const page = await request(t.app).get('/__/auth/handler');
  expect(page.status).toBe(200);
  expect(page.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  expect(page.text).toContain('<script src="handler.js" defer></script>');
  allowedMeta = /name="satchel-allowed-origins" content="([^"]*)"/
    .exec(page.text)![1]
    .replace(/&quot;/g, '"');
  const js = await request(t.app).get('/__/auth/handler.js');
  expect(js.headers['content-type']).toMatch(/javascript/);
  script = js.text;
});

describe('auth handler (§16.7)', () => {
  it.each(['http://localhost:5173', 'http://127.0.0.1:8080', 'https://demo.example.org'])(
    'forwards the id_token and state to an allowed origin %s',
    (origin) => {
      const s = state(origin);
      const { replaced } = runHandler(fragment({ id_token: 'a.b.c', state: s }));
      expect(replaced).toBe(`${origin}/?id_token=a.b.c&state=${encodeURIComponent(s)}`);
    },
  );

  it('forwards an error', () => {
    expect(
      runHandler(fragment({ error: 'access_denied', state: state('http://localhost:5173') })).replaced,
    ).toBe('http://localhost:5173/?error=access_denied');
  });

  it.each([
    ['a disallowed origin', state('https://evil.example')],
    ['an https localhost', state('https://localhost:5173')],
    ['a URL with a path', state('http://localhost:5173/app')],
    ['a non-string client_url', state(42)],
    ['unparsable state', '{nope'],
  ])('shows an error page for %s', (_name, s) => {
    const outcome = runHandler(fragment({ id_token: 'a.b.c', state: s }));
    expect(outcome.replaced).toBeUndefined();
    expect(outcome.status).toMatch(/^Sign-in could not be completed/);
  });

  it('shows an error page without a token or error', () => {
    expect(runHandler(fragment({ state: state('http://localhost:5173') })).replaced).toBeUndefined();
    expect(runHandler('').replaced).toBeUndefined();
  });

  it('full pop-up path: Google stand-in redirect fragment → handler → client origin', async () => {
    const s = state('http://localhost:5173');
    const q = new URLSearchParams({
      scope: 'openid email profile',
      redirect_uri: 'http://localhost:4100/__/auth/handler',
      response_type: 'id_token',
      client_id: 'satchel-local-web',
      nonce: 'n-1',
      state: s,
    });
    const form = await request(t.app)
      .post('/oauth/google/authorize')
      .type('form')
      .send({ ...Object.fromEntries(q), email: 'ada@example.com', name: 'Ada', action: 'allow' });
    const hash = form.headers.location.slice(form.headers.location.indexOf('#'));
    const target = new URL(runHandler(hash).replaced!);
    expect(target.origin).toBe('http://localhost:5173');
    expect(target.searchParams.get('state')).toBe(s);
    expect(target.searchParams.get('id_token')).toBe(new URLSearchParams(hash.slice(1)).get('id_token'));
  });
});
