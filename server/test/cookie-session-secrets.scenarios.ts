// The scenario of cookie-session-secrets.test.ts, run in a fresh process (runIsolated) so that the heap searched is the
// BFF's, the SDK's and the in-process platform's alone. Keys are only ever held reversed (HiddenSecrets).
import { fromHex } from '@satchel/sdk';
import { HiddenSecrets, reachableSecrets, scenarioMain } from '../../test-fixtures/reachable-secrets.mjs';
import { sharedStateOf } from '../src/app.js';
import { ok } from './helpers/bff.js';
import { loginWithCookie, postWithCookie, waitForOrderWithCookie } from './helpers/cookie-flows.js';
const RECIPIENT = '0x7c9e73d4C71dae564d41F78d56439bB4ba87592f';
import { forgedSession } from './helpers/session-keys.js';
import { startStack, type TestStack } from './helpers/stack.js';

let stack: TestStack;

/** The session kept for `cookie`, read from the BFF's store straight into `hidden` (nothing returned holds it). */
async function hideKeptKey(cookie: string, hidden: HiddenSecrets): Promise<void> {
  const session = await sharedStateOf(stack.app).sessions.find(cookie.split('=')[1]);
  if (!session) throw new Error('no session kept for the cookie');
  hidden.addKey(session.sessionPrivKey);
}

/** A cookie login, a transfer followed to its end, reads and a signature, then logout: answers whether it is gone. */
async function cookieSession(index: number, hidden: HiddenSecrets): Promise<boolean> {
  const { cookie } = await loginWithCookie(stack.app, stack.platform.url, `heap-cookie-${index}@example.com`);
  await hideKeptKey(cookie, hidden);
  const { jobId } = ok(
    await postWithCookie<{ jobId: string }>(stack.app, '/api/intent/tokenTransfer', cookie, {
      caip2Id: 'eip155:84532',
      recipient: RECIPIENT,
      token: '',
      amount: String(1000 + index),
    }),
  );
  const order = await waitForOrderWithCookie(stack.app, cookie, jobId);
  if (order.status !== 'SUCCESSFUL') throw new Error(`order ${order.status}: ${order.reason}`);
  ok(await postWithCookie(stack.app, '/api/explorer/account', cookie));
  ok(await postWithCookie(stack.app, '/api/explorer/portfolio', cookie));
  ok(await postWithCookie(stack.app, '/api/intent/signMessage', cookie, { message: `hello ${index}` }));
  ok(await postWithCookie(stack.app, '/api/auth/logout', cookie));
  const after = await postWithCookie(stack.app, '/api/explorer/account', cookie);
  return (
    after.status === 401 && (await sharedStateOf(stack.app).sessions.find(cookie.split('=')[1])) === undefined
  );
}

await scenarioMain(
  {
    async afterLogout() {
      stack = await startStack({ SESSION_ENCRYPTION_KEY: '5e'.repeat(32) });
      const gone = new HiddenSecrets();
      const kept = new HiddenSecrets();
      const forgotten: boolean[] = [];
      for (let i = 0; i < 3; i++) forgotten.push(await cookieSession(i, gone));
      // Controls: a key held as text and another as bytes must be found (the search works in this process).
      const keptText = forgedSession().sessionPrivKey;
      kept.addKey(keptText);
      const keptBytes = (() => {
        const key = forgedSession().sessionPrivKey;
        kept.addKey(key);
        return fromHex(key as `0x${string}`);
      })();
      const [after, controls] = await reachableSecrets(gone, kept);
      return { after, controls, forgotten, live: [keptText.length, keptBytes.length] };
    },
  },
  () => stack?.close(),
);
