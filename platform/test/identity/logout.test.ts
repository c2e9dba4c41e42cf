import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { DEMO_CLIENT, ENVIRONMENTS, LIFETIMES } from '@satchel/shared';
import { startPlatform, type TestPlatform } from '@satchel/test-support';
import supertest from 'supertest';
import { createPublicClient, http, parseAbi, parseEventLogs, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { signClientJwt } from '../../src/identity/tokens/sign-client-jwt.js';
import { bearerToken } from '../helpers/seed-session.js';
import { request } from '../helpers/request.js';
import { buildOperation } from '../orders/helpers/build-operation.js';
import { POLICY, settleNow } from '../orders/helpers/chain-scenario.js';
import { createIdentityApp, type IdentityApp } from './helpers/identity-app.js';
import { authenticateBody } from './helpers/sign-requests.js';

// Logout (docs/protocol.md §6.3): the session's expiry becomes now (§6.2 then refuses its bearer) and, with EVM
// chains, the executor's removeSession on the user's account. The judge on chain is viem through the platform's
// JSON-RPC endpoint, with the account's ABI as docs/accounts.md gives it.

const ACCOUNT_ABI = parseAbi([
  'function sessionValidUntil(address key) view returns (uint48)',
  'event SessionRemoved(address indexed key)',
]);
const SANDBOX_CHAIN = `eip155:${ENVIRONMENTS.sandbox.chainId}`;
const AMOY = 'eip155:80002';
const RECIPIENT = '0x7c9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8f1a2';
const NOW_MS = 1767225600600;

interface Login {
  sessionPrivKey: Hex;
  sessionAddress: Hex;
  userSWA: Hex;
  sessionExpiry: number;
  user: { userSWA: string };
  authorization(): Promise<string>;
}

/** A client_jwt login of `sub` with a fresh session key, the way the SDK signs it (§7.1). */
async function login(baseUrl: string, nowMs: number, sub: string): Promise<Login> {
  const nowSec = Math.floor(nowMs / 1000);
  const idToken = signClientJwt(
    { iss: DEMO_CLIENT.clientSWA, sub, iat: nowSec, exp: nowSec + 3600 },
    DEMO_CLIENT.clientPrivateKey,
  );
  const sessionPrivKey = generatePrivateKey();
  const body = await authenticateBody({ provider: 'client_jwt', idToken, nowMs, sessionPrivKey });
  const res = await request(baseUrl, 'POST', '/api/oc/v1/authenticate', { body });
  expect(res.status).toBe(200);
  const { userSWA, sessionExpiry } = res.json.data as { userSWA: Hex; sessionExpiry: number };
  return {
    sessionPrivKey,
    sessionAddress: privateKeyToAccount(sessionPrivKey).address,
    userSWA,
    sessionExpiry,
    user: { userSWA },
    authorization: async () =>
      `Bearer ${await bearerToken(sessionPrivKey, nowSec + LIFETIMES.bearerTokenSeconds)}`,
  };
}

describe('logout on the platform with its EVM chains', () => {
  let platform: TestPlatform;
  const chain = () => createPublicClient({ transport: http(`${platform.url}/rpc/${SANDBOX_CHAIN}`) });
  const validUntil = (session: Login) =>
    chain().readContract({
      address: session.userSWA,
      abi: ACCOUNT_ABI,
      functionName: 'sessionValidUntil',
      args: [session.sessionAddress],
    });
  const logout = async (session: Login, body: unknown = {}) =>
    request(platform.url, 'POST', '/api/oc/v1/logout', {
      headers: { Authorization: await session.authorization() },
      body,
    });
  const nowSec = () => Math.floor(platform.ctx.now() / 1000);

  beforeAll(async () => {
    platform = await startPlatform({ nowMs: NOW_MS, settleMs: 1500 });
  }, 60_000);
  afterAll(() => platform.close());

  it('removes the session key from the account, ends the session now, and refuses its bearer after', async () => {
    const ada = await login(platform.url, platform.ctx.now(), 'logout-ada');
    expect(await validUntil(ada)).toBe(ada.sessionExpiry);
    expect(ada.sessionExpiry).toBeGreaterThan(nowSec());

    const res = await logout(ada);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      status: 'success',
      data: { sessionExpiry: nowSec(), transactionHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) },
    });
    expect(await validUntil(ada)).toBe(0);
    // The removal is the executor's transaction on the environment chain, SessionRemoved(key) from the account.
    const receipt = await chain().getTransactionReceipt({ hash: res.json.data.transactionHash });
    expect(receipt.status).toBe('success');
    expect(receipt.to).toBe(ada.userSWA.toLowerCase());
    const removed = parseEventLogs({ abi: ACCOUNT_ABI, logs: receipt.logs, eventName: 'SessionRemoved' });
    expect(removed.map((e) => e.args.key)).toEqual([ada.sessionAddress]);

    // The same bearer (any fresh token of the session) is refused from now on, logout included.
    for (const path of ['/api/oc/v1/verify-session', '/api/oc/v1/wallets']) {
      const read = await request(platform.url, 'GET', path, {
        headers: { Authorization: await ada.authorization() },
      });
      expect(read.status).toBe(401);
      expect(read.json.error.errorCode).toBe('SESSION_EXPIRED');
    }
    const again = await logout(ada);
    expect(again.status).toBe(401);
    expect(again.json.error.errorCode).toBe('SESSION_EXPIRED');
  });

  it('ends only that session: another session of the same user still validates on chain', async () => {
    const first = await login(platform.url, platform.ctx.now(), 'logout-bea');
    const second = await login(platform.url, platform.ctx.now(), 'logout-bea');
    expect(second.userSWA).toBe(first.userSWA);
    expect((await logout(first)).status).toBe(200);
    expect(await validUntil(first)).toBe(0);
    expect(await validUntil(second)).toBe(second.sessionExpiry);
    const read = await request(platform.url, 'GET', '/api/oc/v1/verify-session', {
      headers: { Authorization: await second.authorization() },
    });
    expect(read.json.data.is_session_added).toBe(true);
  });

  it('an operation of the session still pending at logout ends FAILED with AA24; one of a new login runs', async () => {
    const payload = { caip2Id: AMOY, recipientWalletAddress: RECIPIENT, tokenAddress: '', amount: '1000' };
    const execute = async (session: Login) => {
      const op = await buildOperation(session, 'TOKEN_TRANSFER', payload, nowSec(), { policy: POLICY[AMOY] });
      const res = await request(platform.url, 'POST', '/api/oc/v1/execute', {
        headers: { Authorization: await session.authorization() },
        body: op,
      });
      expect(res.json).toMatchObject({ status: 'success' });
      return res.json.data.jobId as string;
    };
    const cleo = await login(platform.url, platform.ctx.now(), 'logout-cleo');
    const pending = await execute(cleo);
    expect((await logout(cleo)).status).toBe(200);
    const again = await login(platform.url, platform.ctx.now(), 'logout-cleo');
    const fresh = await execute(again);
    await settleNow(platform);

    const orderOf = async (jobId: string) => {
      const res = await request(platform.url, 'GET', `/api/oc/v1/orders?intent_id=${jobId}`, {
        headers: { Authorization: await again.authorization() },
      });
      return res.json.data.items[0] as { status: string; reason: string; transaction_hash: string[] };
    };
    const failed = await orderOf(pending);
    expect(failed.status).toBe('FAILED');
    expect(failed.reason).toMatch(/^AA24 .*log in again/);
    expect(failed.transaction_hash).toEqual([]);
    // The bundler did not add the ended session's key back for it.
    expect(await validUntil(cleo)).toBe(0);
    expect((await orderOf(fresh)).status).toBe('SUCCESSFUL');
  });

  it('refuses a body other than {} after the bearer, and a missing or foreign bearer first', async () => {
    const dora = await login(platform.url, platform.ctx.now(), 'logout-dora');
    const extra = await logout(dora, { sessionPubKey: '0x04' });
    expect(extra.status).toBe(400);
    expect(extra.json.error.errorCode).toBe('VALIDATION_ERROR');
    const notObject = await logout(dora, '[]');
    expect(notObject.status).toBe(400);
    expect(notObject.json.error.errorCode).toBe('BAD_REQUEST');
    const anonymous = await request(platform.url, 'POST', '/api/oc/v1/logout', { body: {} });
    expect(anonymous.json.error.errorCode).toBe('AUTH_REQUIRED');
    // Refused requests ended nothing.
    expect(await validUntil(dora)).toBe(dora.sessionExpiry);
  });
});

describe('logout on a platform without EVM chains', () => {
  let t: IdentityApp;
  beforeEach(() => {
    t = createIdentityApp();
  });

  it('only ends the session: expiry now, no transaction, then SESSION_EXPIRED', async () => {
    const nowSec = Math.floor(t.clock.nowMs / 1000);
    const idToken = signClientJwt(
      { iss: DEMO_CLIENT.clientSWA, sub: 'ledger-only', iat: nowSec, exp: nowSec + 3600 },
      DEMO_CLIENT.clientPrivateKey,
    );
    const sessionPrivKey = generatePrivateKey();
    const body = await authenticateBody({
      provider: 'client_jwt',
      idToken,
      nowMs: t.clock.nowMs,
      sessionPrivKey,
    });
    expect((await supertest(t.app).post('/api/oc/v1/authenticate').send(body)).status).toBe(200);
    const bearer = `Bearer ${await bearerToken(sessionPrivKey, nowSec + 600)}`;
    const post = () => supertest(t.app).post('/api/oc/v1/logout').set('Authorization', bearer).send({});

    t.clock.nowMs += 5_000;
    const res = await post();
    expect(res.body).toEqual({
      status: 'success',
      data: { sessionExpiry: nowSec + 5, transactionHash: null },
    });
    const row = t.ctx.db.prepare('SELECT session_expiry FROM sessions').get() as { session_expiry: number };
    expect(row.session_expiry).toBe(nowSec + 5);
    const again = await post();
    expect(again.status).toBe(401);
    expect(again.body.error.errorCode).toBe('SESSION_EXPIRED');
  });
});
