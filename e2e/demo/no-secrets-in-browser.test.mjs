// The demo's two settings that keep the app's secrets off the browser, read whole: sdk mode built to sign through
// the BFF (VITE_SATCHEL_CLIENT_SIGNER_URL) and api mode with the session on the BFF. Each logs in, transfers to
// SUCCESSFUL and logs out while every request and response (headers and bodies, the scripts among them), every
// storage entry (localStorage, sessionStorage, cookies, IndexedDB) and every inline script is read. The keys are
// searched by what they derive: any 64-hex window whose address is the one the BFF signs with (its answer recovered)
// or whose public key is the session's (as the BFF's authenticate answered it). The sandbox default build is read the
// same way and does show the client key: the search finds what is there.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { clientSignMessage } from '@satchel/sdk';
import { DEMO_CLIENT } from '@satchel/shared';
import { recoverMessageAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { loadDemo, loginWithJwt, logout, shot, transferEth } from './helpers.mjs';
import { privateKeysIn, readStorage, recordTraffic } from './secret-search.mjs';
import { useDemoStack } from './use-demo-stack.mjs';

// What the config would hold without the BFF: the tests open the demo with none.
const NO_KEY = { clientPrivateKey: undefined };

/** The address of the key the BFF signs with, recovered from its own signature of a session authorization. */
async function bffSignerAddress(stack) {
  const payload = { kind: 'session', sessionAddress: privateKeyToAccount(`0x${'11'.repeat(32)}`).address };
  const res = await fetch(`${stack.apiUrl}/api/auth/client-sign`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: stack.clientUrl },
    body: JSON.stringify(payload),
  });
  const { data } = await res.json();
  return recoverMessageAddress({ message: clientSignMessage(payload), signature: data.signature });
}

/** Loads the demo, logs in with a test JWT, shows Session Info, transfers to SUCCESSFUL, reloads, logs out; answers
 * the texts read. */
async function walk(stack, mode, extra, name) {
  const { context, page, errors } = await stack.prime(mode, extra);
  const traffic = recordTraffic(page);
  await loadDemo(page, stack);
  await loginWithJwt(page);
  await page.getByRole('button', { name: 'Show Session Info' }).click();
  const holds = await page.getByTestId('session-info-holds').textContent();
  await shot(page, `${name}-session-info`);
  await page.getByRole('button', { name: 'Close' }).click();

  await transferEth(page, `${name}-transfer`);
  await page.goto(`${stack.clientUrl}/home`);
  await page.getByText('Logged in', { exact: true }).waitFor();
  const storage = await readStorage(page);
  await logout(page);
  await traffic.settled();
  assert.ok(
    traffic.seen.some((entry) => /^200 .*\.js\n/.test(entry)),
    'the demo’s scripts were read',
  );
  assert.deepEqual(errors, []);
  await context.close();
  return { holds, texts: [...traffic.seen, storage], seen: traffic.seen, storage };
}

describe('demo, no secret of the app in the browser', () => {
  describe('built to sign through the BFF', () => {
    const stack = useDemoStack({ signer: true });
    let clientSigner;
    before(async () => {
      clientSigner = await bffSignerAddress(stack);
    });

    it('sdk mode signed by the BFF: no client private key anywhere; the session key is the browser’s, as sdk mode needs', async () => {
      const { holds, texts, storage } = await walk(stack, 'sdk', NO_KEY, 'sdk-bff-signer');
      assert.match(holds, /no client private key/);
      assert.match(holds, /The BFF holds:.*client private key/);
      const client = privateKeysIn(texts, { address: clientSigner });
      assert.ok(client.searched > 10, `hex runs were searched (${client.searched})`);
      assert.deepEqual(client.found, [], 'no client private key reached the browser');
      // sdk mode signs user operations in the browser: its session key is there, and the search finds it.
      const session = JSON.parse(JSON.parse(storage).inPage.local.find(([k]) => k === 'satchel_session')[1]);
      assert.equal(privateKeysIn([storage], { publicKey: session.sessionPubKey }).found.length, 1);
    });

    it('api mode with the session on the BFF: neither the client private key nor the session private key', async () => {
      const { holds, texts, seen } = await walk(stack, 'api', { ...NO_KEY, apiSession: 'bff' }, 'api-bff');
      assert.match(holds, /HttpOnly/);
      // The session as the BFF answered it: its public half (and no key), from the authenticate response.
      const answer = seen.find((entry) => /^200 .*\/api\/auth\/authenticate\n/.test(entry));
      const { sessionCookie } = JSON.parse(answer.slice(answer.lastIndexOf('\n{') + 1));
      assert.match(sessionCookie.sessionPubKey, /^0x04[0-9a-f]{128}$/);
      const session = privateKeysIn(texts, { publicKey: sessionCookie.sessionPubKey });
      const client = privateKeysIn(texts, { address: clientSigner });
      assert.ok(session.searched > 10, `hex runs were searched (${session.searched})`);
      assert.deepEqual(session.found, [], 'no session private key reached the browser');
      assert.deepEqual(client.found, [], 'no client private key reached the browser');
    });
  });

  describe('the sandbox default build', () => {
    const stack = useDemoStack();

    it('the sandbox default (the client key in the browser) is found by the same search', async () => {
      const clientSigner = await bffSignerAddress(stack);
      assert.equal(clientSigner.toLowerCase(), DEMO_CLIENT.clientSigner.toLowerCase());
      const { holds, seen, storage } = await walk(stack, 'sdk', {}, 'sdk-sandbox');
      assert.match(holds, /client private key \(the config, in the bundle\)/);
      const scripts = seen.filter((entry) => /^200 .*\.js\n/.test(entry));
      assert.equal(privateKeysIn(scripts, { address: clientSigner }).found.length, 1, 'in the bundle');
      assert.equal(privateKeysIn([storage], { address: clientSigner }).found.length, 1, 'in storage');
    });
  });
});
