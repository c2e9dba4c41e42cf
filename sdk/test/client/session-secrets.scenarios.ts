// The scenarios of session-secrets.test.ts, run together in a fresh process (runIsolated) so that the heap searched
// is theirs alone. Each answers what the test asserts: what was found of the secrets that must be gone, what
// was found of the controls that must be found (the search works), and the state that shows the owners still live.
import { fromHex, SessionKey, signUserOpWith, type SatchelClient } from '../../src/index.js';
import { HiddenSecrets, reachableSecrets, scenarioMain } from '../../../test-fixtures/reachable-secrets.mjs';
import { vectors } from '../protocol/vectors.js';
import { freshSession, makeClient } from './helpers.js';

/** Restores a fresh session on `client`, takes its bearer token, and hides both (the scenario keeps no copy). */
async function logIn(client: SatchelClient, hidden: HiddenSecrets): Promise<void> {
  const session = freshSession();
  client.setSessionConfig(session);
  hidden.addKey(session.sessionPrivKey);
  hidden.addText((await client.getAuthorizationToken()).slice(-64));
}

function control(hidden: HiddenSecrets) {
  const key = SessionKey.create().privateKeyHex;
  hidden.addKey(key);
  return fromHex(key);
}

async function liveClient(hidden: HiddenSecrets): Promise<SatchelClient> {
  const client = makeClient();
  await logIn(client, hidden);
  return client;
}

const op = vectors.intents.TOKEN_TRANSFER.unsignedUserOp;

// In a function of its own: a loop variable of the scenario's async function could stay in its suspended frame.
async function signAndDrop(hidden: HiddenSecrets): Promise<void> {
  const client = makeClient();
  await logIn(client, hidden);
  await client.signUserOp({ ...op });
  await client.signMessage('x').catch(() => undefined); // no platform here: fails after the bearer is built
  await client.paymasterDataFor(op.nonce);
}

/** A scenario's secret sets, and what shows its owners are still live (read after the heap is searched). */
interface Prepared {
  gone: HiddenSecrets;
  kept: HiddenSecrets;
  live: () => unknown[];
}

const SCENARIOS: Record<string, () => Promise<Prepared>> = {
  async clear() {
    const gone = new HiddenSecrets();
    const kept = new HiddenSecrets();
    const client = makeClient();
    await logIn(client, gone);
    const controlBytes = control(kept);
    const other = await liveClient(kept);

    client.sessionClear();
    return { gone, kept, live: () => [client.isLoggedIn(), other.isLoggedIn(), controlBytes.length] };
  },

  async newSession() {
    const gone = new HiddenSecrets();
    const kept = new HiddenSecrets();
    const client = makeClient();
    await logIn(client, gone);
    await logIn(client, kept);
    return { gone, kept, live: () => [client.isLoggedIn()] };
  },

  async signAndDrop() {
    const gone = new HiddenSecrets();
    const kept = new HiddenSecrets();
    for (let i = 0; i < 20; i++) await signAndDrop(gone);
    (() => {
      const key = SessionKey.create().privateKeyHex;
      gone.addKey(key);
      signUserOpWith(op, key, 'sandbox');
    })();
    const other = await liveClient(kept);
    return { gone, kept, live: () => [other.isLoggedIn()] };
  },
};

// Every scenario in one process and one heap search (a snapshot takes seconds): each scenario's secrets must be
// gone while every scenario's owners and controls are live, a search at least as strict as one per process.
await scenarioMain({
  async all() {
    const names = Object.keys(SCENARIOS);
    const prepared: Prepared[] = [];
    for (const name of names) prepared.push(await SCENARIOS[name]());
    const found = await reachableSecrets(...prepared.flatMap(({ gone, kept }) => [gone, kept]));
    return Object.fromEntries(
      names.map((name, i) => [
        name,
        { after: found[2 * i], controls: found[2 * i + 1], live: prepared[i].live() },
      ]),
    );
  },
});
