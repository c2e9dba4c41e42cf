// A restored session (the React provider adopts the stored one before its first render, then syncs its user keys):
// a signature asked while that sync runs waits for it instead of failing with `User keys are not set`; without a
// sync running, the refusal stays (signing-preconditions.test.ts).
import { describe, expect, it } from '@jest/globals';
import { freshSession, makeClient } from './helpers.js';
import { useNock } from '../nock-scope.js';
import { vectors } from '../protocol/vectors.js';

const BASE = 'http://satchel-key-sync.test';
const V1 = '/api/oc/v1';
const nock = useNock('none');
const success = (data: unknown) => ({ status: 'success', data });

describe('signing while the user keys are being synced', () => {
  it('waits for the running sync, then signs with its keys', async () => {
    const client = makeClient({ platformUrl: BASE });
    client.setSessionConfig(freshSession());
    const order: string[] = [];
    nock(BASE)
      .get(`${V1}/user-keys`)
      .delay(200)
      .reply(200, () => (order.push('user-keys'), success(vectors.userKeys.responseData)));
    nock(BASE)
      .post(`${V1}/signMessage`)
      .reply(200, () => (order.push('signMessage'), success([{ signature: `0x${'ab'.repeat(65)}` }])));
    const sync = client.syncUserKeys();
    const signature = await client.signMessage('hello');
    await sync;
    expect(signature).toBe(`0x${'ab'.repeat(65)}`);
    expect(order).toEqual(['user-keys', 'signMessage']);
  });

  it('a failed sync leaves the refusal: User keys are not set', async () => {
    const client = makeClient({ platformUrl: BASE });
    client.setSessionConfig(freshSession());
    nock(BASE)
      .get(`${V1}/user-keys`)
      .reply(500, { status: 'error', error: { message: 'down' } });
    const sync = client.syncUserKeys().catch((error: Error) => error);
    await expect(client.signMessage('hello')).rejects.toMatchObject({
      shortMessage: 'User keys are not set',
    });
    expect(await sync).toBeInstanceOf(Error);
  });
});
