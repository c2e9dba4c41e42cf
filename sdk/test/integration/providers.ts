import { expect } from '@jest/globals';
import { publicUrl, type Platform } from './helpers.js';

/** Hidden inputs of the last form of a stand-in sign-in page (what a browser posts back). */
function hiddenFields(html: string): Record<string, string> {
  const form = /<form method="post"[^>]*>([\s\S]*?)<\/form>/.exec(
    html.slice(html.lastIndexOf('<div class="accounts">')),
  );
  const fields: Record<string, string> = {};
  for (const match of (form?.[1] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[match[1]!] = match[2]!
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  }
  return fields;
}

/** Opens a stand-in authorize page and signs in with `account`; resolves to the redirect `Location`. */
export async function signInAt(authorizeUrl: string, account: Record<string, string>): Promise<URL> {
  const page = await fetch(authorizeUrl);
  expect(page.status).toBe(200);
  const target = new URL(authorizeUrl);
  const response = await fetch(`${target.origin}${target.pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...hiddenFields(await page.text()), ...account }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

/**
 * `openWindow` for `loginUsingSocial` without a browser: signs in at the Google stand-in and does what the auth
 * handler page does (§16.7): back to the state's `client_url` with `?id_token=…&state=…`.
 */
export const googleWindow = (email: string) => async (url: string) => {
  const redirect = await signInAt(url, { email, name: 'Test User', action: 'allow' });
  const fragment = new URLSearchParams(redirect.hash.slice(1));
  const state = JSON.parse(fragment.get('state')!) as { client_url: string };
  return `${state.client_url}/?${new URLSearchParams({ id_token: fragment.get('id_token')!, state: fragment.get('state')! })}`;
};

const APPLE_REDIRECT = 'http://localhost:5173/auth/callback/apple';
const X_REDIRECT = 'http://localhost:5173/auth/callback/twitter';

/** An Apple id_token from the stand-in: authorize → code → token endpoint (§17.1). */
export async function appleIdToken(platform: Platform, email: string): Promise<string> {
  const base = publicUrl(platform);
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: 'satchel-local-apple',
    redirect_uri: APPLE_REDIRECT,
    scope: 'name email',
    state: 's',
    response_mode: 'query',
  });
  const redirect = await signInAt(`${base}/oauth/apple/authorize?${query}`, {
    email,
    name: 'Apple User',
    action: 'allow',
  });
  const response = await fetch(`${base}/oauth/apple/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: redirect.searchParams.get('code')!,
      redirect_uri: APPLE_REDIRECT,
      client_id: 'satchel-local-apple',
      client_secret: 'secret',
    }).toString(),
  });
  return ((await response.json()) as { id_token: string }).id_token;
}

/** An X access token from the stand-in (PKCE plain). */
export async function twitterAccessToken(platform: Platform, username: string): Promise<string> {
  const base = publicUrl(platform);
  const verifier = 'v'.repeat(43);
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: 'satchel-local-twitter',
    redirect_uri: X_REDIRECT,
    scope: 'tweet.read users.read users.email offline.access',
    state: 's',
    code_challenge: verifier,
    code_challenge_method: 'plain',
  });
  const redirect = await signInAt(`${base}/oauth/twitter/authorize?${query}`, {
    username,
    name: 'X User',
    action: 'allow',
  });
  const response = await fetch(`${base}/oauth/twitter/token`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Authorization: `Basic ${btoa('satchel-local-twitter:secret')}`,
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: redirect.searchParams.get('code')!,
      redirect_uri: X_REDIRECT,
      code_verifier: verifier,
    }).toString(),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}
