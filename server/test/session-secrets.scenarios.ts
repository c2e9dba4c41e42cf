// The scenario of session-secrets.test.ts, run in a fresh process (runIsolated) so that the heap searched is the
// BFF's, the SDK's and the in-process platform's alone.
// Every helper below returns nothing that holds a key; the scenario keeps them only reversed (HiddenSecrets).
import { fromHex, SatchelClient } from '@satchel/sdk';
import { DEMO_CLIENT } from '@satchel/shared';
import { HiddenSecrets, reachableSecrets, scenarioMain } from '../../test-fixtures/reachable-secrets.mjs';
import { ok, post } from './helpers/bff.js';
import { VALID_BODIES } from './helpers/bodies.js';
import { loginByEmail } from './helpers/flows.js';
import { forgedSession } from './helpers/session-keys.js';
import { startStack, type TestStack } from './helpers/stack.js';

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
    logging: false,
  });
  client.setSessionConfig(session);
  return client;
}

await scenarioMain(
  {
    async manySessions() {
      stack = await startStack();
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

      const [after, controls] = await reachableSecrets(gone, kept);
      return { after, controls, live: [client.isLoggedIn(), keptBytes.length] };
    },
  },
  () => stack?.close(),
);
