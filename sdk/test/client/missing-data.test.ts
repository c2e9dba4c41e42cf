import { describe, expect, it } from '@jest/globals';
import {
  estimateTokenTransfer,
  getOrdersHistory,
  prepareTokenTransfer,
  RpcError,
  SatchelError,
} from '../../src/index.js';
import { failureOf, freshSession, makeClient } from './helpers.js';
import { useNock } from '../nock-scope.js';
import { vectors } from '../protocol/vectors.js';

// nock only for what the real platform cannot produce: a success envelope without the data the call needs
// (spec §8's "… response data is missing" messages).
const BASE = 'http://satchel-missing.test';
const V1 = '/api/oc/v1';
const nock = useNock('none');

const USER_KEYS = vectors.userKeys.responseData;
const GAS = vectors.inputs.gasValues;
const CAIP = 'eip155:84532';
const NETWORKS = {
  count: 1,
  network: [
    {
      caip_id: CAIP,
      network_name: 'BASE_TESTNET',
      chain_id: '84532',
      logo: '',
      sponsorship_enabled: false,
      gsn_enabled: false,
      type: 'EVM',
      network_id: '0b0f9a4e-3c1d-4e2a-9f5b-6c7d8e9f0a1b',
      onramp_enabled: false,
      whitelisted: true,
    },
  ],
};
const TRANSFER = {
  caip2Id: CAIP,
  recipient: '0x7c9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8f1a2',
  token: '',
  amount: 1,
};
const success = (data?: unknown) =>
  data === undefined ? { status: 'success' } : { status: 'success', data };

function loggedInClient() {
  const client = makeClient({ platformUrl: BASE });
  client.setSessionConfig(freshSession(USER_KEYS.userSWA));
  return client;
}

/** Serves the two reads of the write flow (§10 steps 3 and 5). */
function serveWriteReads() {
  nock(BASE).get(`${V1}/supported/networks`).reply(200, success(NETWORKS));
  nock(BASE).get(`${V1}/gas-values`).reply(200, success(GAS));
}

describe('success without the data the call needs (§8)', () => {
  it('authenticate without userSWA → Authentication response data is missing, returned, nothing logged in', async () => {
    nock(BASE)
      .post(`${V1}/authenticate`)
      .reply(200, success({ nonce: 'n' }));
    const client = makeClient({ platformUrl: BASE });
    const result = await client.loginUsingOAuth({ idToken: 'token', provider: 'google' });
    expect(result).toBeInstanceOf(RpcError);
    expect((result as RpcError).message).toBe('Authentication response data is missing');
    expect(client.isLoggedIn()).toBe(false);
  });

  it('user-keys without data → User keys response data is missing', async () => {
    nock(BASE).get(`${V1}/user-keys`).reply(200, success());
    const error = await failureOf(() => loggedInClient().syncUserKeys());
    expect(error).toBeInstanceOf(SatchelError);
    expect(error.shortMessage).toBe('User keys response data is missing');
  });

  it('orders without items → the wrapper message over No orders found or response data is missing.', async () => {
    nock(BASE)
      .get(`${V1}/orders`)
      .reply(200, success({ count: 0 }));
    const error = await failureOf(() => getOrdersHistory(loggedInClient()));
    expect(error.shortMessage).toBe('Failed to retrieve orders. Please try again later.');
    expect(error.metaMessages).toEqual(['No orders found or response data is missing.']);
  });

  it('execute without jobId → Execute response data is missing', async () => {
    const client = loggedInClient();
    serveWriteReads();
    const signed = await client.signUserOp(await prepareTokenTransfer(client, TRANSFER));
    nock(BASE).post(`${V1}/execute`).reply(200, success({}));
    const error = await failureOf(() => client.executeUserOp(signed));
    expect(error.shortMessage).toBe('Execute response data is missing');
  });

  it('estimate without data → Response data is missing', async () => {
    const client = loggedInClient();
    serveWriteReads();
    nock(BASE)
      .get(new RegExp(`^${V1}/estimate`))
      .reply(200, success());
    const error = await failureOf(() => estimateTokenTransfer(client, TRANSFER));
    expect(error.shortMessage).toBe('Response data is missing');
  });

  it('signMessage without a signature → Sign message response data is missing, returned', async () => {
    const client = loggedInClient();
    nock(BASE).get(`${V1}/user-keys`).reply(200, success(USER_KEYS));
    await client.syncUserKeys();
    nock(BASE).post(`${V1}/signMessage`).reply(200, success([]));
    const result = await client.signMessage('hello');
    expect(result).toBeInstanceOf(RpcError);
    expect((result as RpcError).message).toBe('Sign message response data is missing');
  });
});
