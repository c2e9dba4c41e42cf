import { describe, expect, it } from '@jest/globals';
import { fromHex, SessionKey, signUserOpWith, type SatchelClient } from '../../src/index.js';
import { HiddenSecrets, reachableSecrets } from '../../../test-fixtures/reachable-secrets.mjs';
import { vectors } from '../protocol/vectors.js';
import { freshSession, makeClient } from './helpers.js';

// A client's session key and the bearer token it remembers for the current second live on that client only: after
// sessionClear, or a new session, neither is reachable anywhere in the process while the client itself still is.
// A heap snapshot takes seconds (more on a loaded machine), hence one per test and the timeouts. Each check also
// holds a control key's bytes and a live client's session, which must be found (the search works).

/** Restores a fresh session on `client`, takes its bearer token, and hides both (the test keeps no copy). */
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

// In a function of its own: a loop variable of the test's async function could stay in its suspended frame.
async function signAndDrop(hidden: HiddenSecrets): Promise<void> {
  const client = makeClient();
  await logIn(client, hidden);
  await client.signUserOp({ ...op });
  await client.signMessage('x').catch(() => undefined); // no platform here: fails after the bearer is built
  client.paymasterDataFor(op.nonce);
}

const NOTHING = { asText: [], asBytes: [] };

describe('no session secret outlives its session', () => {
  it('sessionClear drops the key and the remembered bearer token', async () => {
    const gone = new HiddenSecrets();
    const kept = new HiddenSecrets();
    const client = makeClient();
    await logIn(client, gone);
    const controlBytes = control(kept);
    const other = await liveClient(kept);

    client.sessionClear();
    const [after, controls] = await reachableSecrets(gone, kept);
    expect(after).toEqual(NOTHING);
    expect(controls.asBytes).toHaveLength(1);
    expect(controls.asText).toHaveLength(2); // the other client's key and token (the control is held as bytes only)
    expect([client.isLoggedIn(), other.isLoggedIn(), controlBytes.length]).toEqual([false, true, 32]);
  }, 180_000);

  it('a new session (setSessionConfig with another key) drops the previous key and its token', async () => {
    const gone = new HiddenSecrets();
    const kept = new HiddenSecrets();
    const client = makeClient();
    await logIn(client, gone);
    await logIn(client, kept);

    const [after, controls] = await reachableSecrets(gone, kept);
    expect(after).toEqual(NOTHING);
    expect(controls.asText).toHaveLength(2);
    expect(client.isLoggedIn()).toBe(true);
  }, 180_000);

  it('signing keeps nothing: clients dropped after signing leave no key, bytes or token behind', async () => {
    const gone = new HiddenSecrets();
    const kept = new HiddenSecrets();
    for (let i = 0; i < 20; i++) await signAndDrop(gone);
    (() => {
      const key = SessionKey.create().privateKeyHex;
      gone.addKey(key);
      signUserOpWith(op, key, 'sandbox');
    })();
    const other = await liveClient(kept);

    const [after, controls] = await reachableSecrets(gone, kept);
    expect(after).toEqual(NOTHING);
    expect(controls.asText).toHaveLength(2);
    expect(other.isLoggedIn()).toBe(true);
  }, 180_000);
});
