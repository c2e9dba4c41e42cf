// api mode with the session kept by the BFF (the config's `apiSession: 'bff'`): a login, a token
// transfer to SUCCESSFUL, reads and logout, while every request and response (headers and bodies), every
// localStorage and sessionStorage entry, every cookie a script can see and every script of the demo is read. No
// 64-hex run anywhere in them (at any offset) is the private key of the session's public key, which the browser does
// hold: so the session private key never reached the browser.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { loadDemo, loginWithJwt, logout, shot, transferEth } from './helpers.mjs';
import { useDemoStack } from './use-demo-stack.mjs';
import { privateKeysIn, readStorage, recordTraffic } from './secret-search.mjs';

const sessionKeysIn = (texts, publicKey) => privateKeysIn(texts, { publicKey });

describe('demo, api mode, session kept by the BFF', () => {
  const stack = useDemoStack();

  it('logs in, transfers and logs out with no session private key in any request, response, storage, cookie or script', async () => {
    const { context, page, errors } = await stack.prime('api', { apiSession: 'bff' });
    const traffic = recordTraffic(page);
    // Loaded while recorded, scripts included.
    await loadDemo(page, stack);

    await loginWithJwt(page);
    const kept = JSON.parse(await page.evaluate(() => localStorage.getItem('satchel_api_kept_session')));
    assert.match(kept.sessionPubKey, /^0x04[0-9a-f]{128}$/);
    assert.equal(await page.evaluate(() => localStorage.getItem('satchel_api_session')), null);

    // Show Session Info says who holds what.
    await page.getByRole('button', { name: 'Show Session Info' }).click();
    const holds = page.getByTestId('session-info-holds');
    await holds.getByText('The session private key, encrypted').waitFor();
    assert.match(await holds.textContent(), /HttpOnly/);
    await shot(page, 'api-bff-session-info');
    await page.getByRole('button', { name: 'Close' }).click();

    await transferEth(page, 'api-bff-transfer');
    await page.goto(`${stack.clientUrl}/home`);
    // A reload restores the login from the session's public half.
    await page.getByText('Logged in', { exact: true }).waitFor();

    // What scripts can read: storage and cookies (the session cookie is HttpOnly, so it is not among them).
    const storage = await readStorage(page);
    assert.ok(
      !JSON.parse(storage).inPage.cookie.includes('satchel_session'),
      'the cookie is not visible to scripts',
    );
    const cookies = await context.cookies(`${stack.apiUrl}/api/`);
    const sessionCookie = cookies.find((c) => c.name === 'satchel_session');
    assert.ok(sessionCookie?.httpOnly, 'the BFF set an HttpOnly session cookie');

    await logout(page);
    assert.equal(
      (await context.cookies(`${stack.apiUrl}/api/`)).find((c) => c.name === 'satchel_session'),
      undefined,
    );
    await traffic.settled();
    const { seen } = traffic;

    // Scripts were read as responses too; the list proves there were some.
    const scriptResponses = seen.filter((entry) => /^200 .*\.js\n/.test(entry));
    assert.ok(scriptResponses.length > 0, 'the demo’s scripts were read');
    assert.ok(
      seen.some((entry) => entry.includes('"sessionCookie"')),
      'the cookie login answer was read',
    );
    // The search finds a key that is there (at an odd offset inside a longer hex run).
    const control = generatePrivateKey();
    const planted = `{"data":"0xabc${control.slice(2)}def"}`;
    const controlPub = privateKeyToAccount(control).publicKey;
    assert.equal(sessionKeysIn([planted], controlPub).found.length, 1);

    const texts = [...seen, storage];
    const { found, searched } = sessionKeysIn(texts, kept.sessionPubKey);
    assert.ok(searched > 10, `hex runs were searched (${searched})`);
    assert.deepEqual(found, [], 'no session private key reached the browser');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('serves the demo with a content security policy, and the harness fails a page that breaks it', async () => {
    const { context, page } = await stack.open('api');
    const policy = (await page.request.get(stack.clientUrl)).headers()['content-security-policy'];
    assert.match(policy, /script-src 'self'(;|$)/);
    assert.ok(policy.includes(`connect-src 'self' ${stack.apiUrl} ${stack.platformUrl}`), policy);
    // An injected inline script is what the policy is for: refused, reported, and the context's close rejects.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    assert.equal(await page.evaluate(() => window.injected), undefined);
    await assert.rejects(
      context.close(),
      /Content Security Policy violation\(s\):[\s\S]*script-src-elem blocked inline/,
    );
  });
});
