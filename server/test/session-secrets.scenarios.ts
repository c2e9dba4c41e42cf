// The scenarios of session-secrets.test.ts, run together in a fresh process (runIsolated) so that the heap searched
// is the BFF's, the SDK's and the in-process platform's alone: sessions sent in the body, and sessions the BFF kept
// behind a cookie until logout. Every helper below returns nothing that holds a key; the scenarios keep them only
// reversed (HiddenSecrets).
import { fromHex, SatchelClient } from '@satchel/sdk';
import { DEMO_CLIENT } from '@satchel/shared';
import { HiddenSecrets, reachableSecrets, scenarioMain } from '../../test-fixtures/reachable-secrets.mjs';
import { sharedStateOf } from '../src/app.js';
import { ok, post } from './helpers/bff.js';
import { VALID_BODIES } from './helpers/bodies.js';
import { loginWithCookie, postWithCookie, waitForOrderWithCookie } from './helpers/cookie-flows.js';
import { loginByEmail } from './helpers/flows.js';
import { forgedSession } from './helpers/session-keys.js';
import { startStack, type TestStack } from './helpers/stack.js';

const RECIPIENT = '0x7c9e73d4C71dae564d41F78d56439bB4ba87592f';

let stack: TestStack;

/** A new user logged in through the BFF, then a read, a signature and a prepared and signed operation. */
async function realSession(index: number, hidden: HiddenSecrets): Promise<void> {
  const session = await loginByEmail(stack.app, stack.platform.url, `heap-${index}@example.com`);
  hidden.addKey(session.sessionPrivKey);
  ok(await post(stack.app, '/api/explorer/chains', { sessionConfig: session }));
  ok(await post(stack.app, '/api/explorer/account', { sessionConfig: session }));
  ok(await post(stack.app, '/api/intent/signMessage', { sessionConfig: session, message: `hello ${index}` }));
  ok(
    await post(stack.app, '/api/intent/tokenTransfer/createUserOp', {
      ...VALID_BODIES['/api/intent/tokenTransfer/createUserOp'],
      sessionConfig: session,
    }),
  );
}

/** A session the platform does not know: the BFF still restores it and signs a bearer, then answers 401. */
async function forgedRequest(hidden: HiddenSecrets): Promise<void> {
  const session = forgedSession();
  hidden.addKey(session.sessionPrivKey);
  const res = await post(stack.app, '/api/explorer/portfolio', { sessionConfig: session });
  if (res.status !== 401) throw new Error(`expected 401, got ${res.status}`);
}

/** Client credentials sent in the body (ALLOW_CLIENT_KEYS_FROM_BODY): the SDK signs with a client key it never saw. */
async function bodyClientRequest(hidden: HiddenSecrets): Promise<void> {
  const clientKey = forgedSession().sessionPrivKey;
  hidden.addKey(clientKey);
  const res = await post(stack.app, '/api/auth/email/otp', {
    email: 'heap-client@example.com',
    client_pk: clientKey,
    client_swa: '0x0aAdc07EF355C3B68906D2889aB403d12176B31F',
  });
  // The platform refuses the unknown client after the SDK signed the request with its key.
  if (res.body.error?.errorCode !== 'UNKNOWN_CLIENT')
    throw new Error(`expected UNKNOWN_CLIENT, got ${res.status}`);
}

/** A client the test keeps logged in: its key must be found (the search works inside this process). */
async function keptClient(hidden: HiddenSecrets): Promise<SatchelClient> {
  const session = await loginByEmail(stack.app, stack.platform.url, 'heap-kept@example.com');
  hidden.addKey(session.sessionPrivKey);
  const client = new SatchelClient({
    environment: 'sandbox',
    clientPrivateKey: DEMO_CLIENT.clientPrivateKey,
    clientSWA: DEMO_CLIENT.clientSWA,
    platformUrl: stack.platform.url,
  });
  client.setSessionConfig(session);
  return client;
}

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

// One stack (its cookie sessions encrypted with a known key) and one heap search for both scenarios (a snapshot of
// this heap takes seconds): every secret of either must be gone while the controls and live owners of both are
// found, a search at least as strict as one per process.
await scenarioMain(
  {
    async all() {
      stack = await startStack({ SESSION_ENCRYPTION_KEY: '5e'.repeat(32) });
      const gone = new HiddenSecrets();
      const kept = new HiddenSecrets();
      for (let i = 0; i < 6; i++) await realSession(i, gone);
      for (let i = 0; i < 40; i++) await forgedRequest(gone);
      for (let i = 0; i < 10; i++) await bodyClientRequest(gone);
      const client = await keptClient(kept);
      const keptBytes = (() => {
        const key = forgedSession().sessionPrivKey;
        kept.addKey(key);
        return fromHex(key as `0x${string}`);
      })();

      const cookieGone = new HiddenSecrets();
      const cookieKept = new HiddenSecrets();
      const forgotten: boolean[] = [];
      for (let i = 0; i < 3; i++) forgotten.push(await cookieSession(i, cookieGone));
      // Controls: a key held as text and another as bytes must be found (the search works in this process).
      const cookieKeptText = forgedSession().sessionPrivKey;
      cookieKept.addKey(cookieKeptText);
      const cookieKeptBytes = (() => {
        const key = forgedSession().sessionPrivKey;
        cookieKept.addKey(key);
        return fromHex(key as `0x${string}`);
      })();

      const [after, controls, cookieAfter, cookieControls] = await reachableSecrets(
        gone,
        kept,
        cookieGone,
        cookieKept,
      );
      return {
        manySessions: { after, controls, live: [client.isLoggedIn(), keptBytes.length] },
        afterLogout: {
          after: cookieAfter,
          controls: cookieControls,
          forgotten,
          live: [cookieKeptText.length, cookieKeptBytes.length],
        },
      };
    },
  },
  () => stack?.close(),
);
