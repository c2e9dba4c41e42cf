import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { DEMO_CLIENT } from '@satchel/shared';
import { ok, post } from './helpers/bff.js';
import type { Session } from './helpers/flows.js';
import { startStack, type TestStack } from './helpers/stack.js';
import { readDevCode } from '@satchel/test-support';

// The happy path of docs/protocol.md §18.2–18.3 in order: email OTP login through the dev inbox, then every read.
let stack: TestStack;
let session: Session;
const EMAIL = 'ada@example.com';
const secrets: string[] = [DEMO_CLIENT.clientPrivateKey];

// The SDK's own console logging must be off in the BFF (its lines would carry request details).
const consoleSpies = (['log', 'info', 'warn', 'error'] as const).map((method) => jest.spyOn(console, method));

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack.close();
});

describe('email OTP login', () => {
  let token: string;
  let authToken: string;

  it('api/auth/email/otp sends a code and answers camel-cased data with the token', async () => {
    const data = ok(await post(stack.app, '/api/auth/email/otp', { email: EMAIL }));
    expect(data).toEqual({
      status: 'success',
      message: 'email otp sent',
      code: 200,
      token: expect.stringMatching(/^[0-9a-f-]{36}$/),
      traceId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    token = data.token;
  });

  it('api/auth/email/otp with the token resends: same token, new code', async () => {
    const first = await readDevCode(stack.platform.url, EMAIL);
    const data = ok(await post(stack.app, '/api/auth/email/otp', { email: EMAIL, token }));
    expect(data.token).toBe(token);
    const second = await readDevCode(stack.platform.url, EMAIL);
    expect(second.token).toBe(token);
    secrets.push(first.otp);
  });

  it('api/auth/email/verify-otp answers the auth token without logging in', async () => {
    const { otp } = await readDevCode(stack.platform.url, EMAIL);
    secrets.push(otp);
    const data = ok(await post(stack.app, '/api/auth/email/verify-otp', { email: EMAIL, otp, token }));
    expect(Object.keys(data)).toEqual(['authToken', 'message', 'refreshAuthToken', 'deviceToken']);
    expect(data.message).toBe('success');
    authToken = data.authToken;
    secrets.push(data.authToken, data.refreshAuthToken, data.deviceToken);
  });

  it('api/auth/authenticate logs in and answers the session beside data', async () => {
    const res = await post(stack.app, '/api/auth/authenticate', { idToken: authToken, provider: 'satchel' });
    const data = ok(res);
    expect(Object.keys(data)).toEqual(['userSWA', 'nonce', 'clientSWA', 'sessionExpiry']);
    expect(data.clientSWA.toLowerCase()).toBe(DEMO_CLIENT.clientSWA.toLowerCase());
    expect(data.nonce).toMatch(/^0x0{32}[0-9a-f]{32}$/);
    session = res.body.sessionConfig!;
    expect(Object.keys(session)).toEqual(['sessionPrivKey', 'sessionPubKey', 'userSWA']);
    expect(session.sessionPrivKey).toMatch(/^0x[0-9a-f]{64}$/);
    expect(session.sessionPubKey).toMatch(/^0x04[0-9a-f]{128}$/);
    expect(session.userSWA).toBe(data.userSWA);
    secrets.push(session.sessionPrivKey);
  });

  it('the auth token is single use: a second authenticate is the platform 401, passed through', async () => {
    const res = await post(stack.app, '/api/auth/authenticate', { idToken: authToken, provider: 'satchel' });
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({
      code: 401,
      errorCode: 'INVALID_ID_TOKEN',
      message: 'Invalid id token',
    });
    expect(res.body.error.traceId).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('explorer reads', () => {
  const read = (name: string, extra: Record<string, unknown> = {}) =>
    post(stack.app, `/api/explorer/${name}`, { sessionConfig: session, ...extra });

  it('account: one camel-cased wallet per whitelisted network', async () => {
    const wallets = ok(await read('account')) as Record<string, string>[];
    expect(wallets.length).toBeGreaterThan(0);
    expect(Object.keys(wallets[0])).toEqual([
      'caipId',
      'caip2Id',
      'networkName',
      'address',
      'networkId',
      'networkSymbol',
    ]);
    expect(wallets.find((w) => w.caipId === 'eip155:84532')?.address).toBe(session.userSWA);
  });

  it('chains: {count, network}', async () => {
    const data = ok(await read('chains'));
    expect(data.count).toBe(data.network.length);
    expect(data.network.map((n: { caipId: string }) => n.caipId)).toEqual(
      expect.arrayContaining(['eip155:84532', 'aptos:testnet']),
    );
    expect(data.network[0]).toHaveProperty('sponsorshipEnabled');
  });

  it('tokens: {count, tokens}', async () => {
    const data = ok(await read('tokens'));
    expect(data.count).toBe(data.tokens.length);
    expect(data.tokens[0]).toHaveProperty('caipId');
    expect(data.tokens[0]).toHaveProperty('shortName');
  });

  it('portfolio: {aggregatedData, groupTokens}', async () => {
    const data = ok(await read('portfolio'));
    expect(Object.keys(data)).toEqual(['aggregatedData', 'groupTokens']);
    expect(data.aggregatedData).toHaveProperty('holdingsCount');
    expect(data.groupTokens.length).toBeGreaterThan(0);
  });

  it('portfolio-activity: {count, activity}', async () => {
    const data = ok(await read('portfolio-activity'));
    expect(data.count).toBe(data.activity.length);
  });

  it('portfolio-nft: {count, details}', async () => {
    const data = ok(await read('portfolio-nft'));
    expect(data.count).toBe(data.details.length);
  });

  it('order-history: {count, items}, empty before any intent; filters accepted in both spellings', async () => {
    expect(ok(await read('order-history'))).toEqual({ count: 0, items: [] });
    expect(ok(await read('order-history', { intent_type: 'TOKEN_TRANSFER', status: 'SUCCESSFUL' }))).toEqual({
      count: 0,
      items: [],
    });
  });

  it('order-history in pages (docs/protocol.md §14.11): 250 orders in pages of 50 read each once', async () => {
    const db = stack.platform.ctx.db;
    const { user_id: userId, client_id: clientId } = db
      .prepare('SELECT user_id, client_id FROM sessions WHERE session_pk = ?')
      .get(session.sessionPubKey.toLowerCase()) as { user_id: string; client_id: string };
    const insert = db.prepare(
      `INSERT INTO orders (intent_id, user_id, client_id, intent_type, status, caip_id, details, job_parameters,
         fee_payer, created_at, updated_at, settle_at_ms) VALUES (?, ?, ?, 'TOKEN_TRANSFER', 'INITIATED', 'eip155:84532',
         '{}', '{}', ?, ?, ?, ?)`,
    );
    // Straight into the platform's store (these routes only list them); they settle in a day, so nothing moves.
    const nowSec = Math.floor(Date.now() / 1000);
    for (let i = 0; i < 250; i++)
      insert.run(
        randomUUID(),
        userId,
        clientId,
        `0x${'0'.repeat(40)}`,
        nowSec + i,
        nowSec + i,
        Date.now() + 86_400_000,
      );
    const seen: string[] = [];
    for (let page = 1; page <= 6; page++) {
      const data = ok(await read('order-history', { page, size: 50 }));
      expect(data.count).toBe(250);
      expect(data.items).toHaveLength(page <= 5 ? 50 : 0);
      seen.push(...data.items.map((order: { intentId: string }) => order.intentId));
    }
    expect(new Set(seen).size).toBe(250);
    expect(seen).toEqual(
      ok(await read('order-history')).items.map((order: { intentId: string }) => order.intentId),
    );
    const refused = await read('order-history', { page: 0 });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Validation failed: Invalid page');
  });

  it('portfolio-activity in pages: page and size, count of every page', async () => {
    const all = ok(await read('portfolio-activity')).activity;
    expect(ok(await read('portfolio-activity', { page: 2, size: 1 }))).toEqual({
      count: all.length,
      activity: [all[1]],
    });
  });

  it('read-contract-data: an ERC-20 balanceOf answers one decimal string', async () => {
    const data = ok(
      await read('read-contract-data', {
        caip2Id: 'eip155:84532',
        data: {
          contractAddress: '0x036CbD53842c5426634e7929541eC2318f3dCF7e',
          abi: {
            name: 'balanceOf',
            type: 'function',
            stateMutability: 'view',
            inputs: [{ name: 'account', type: 'address' }],
            outputs: [{ name: '', type: 'uint256' }],
          },
          args: { account: session.userSWA },
        },
      }),
    );
    expect(data).toEqual([expect.stringMatching(/^[0-9]+$/)]);
  });
});

describe('logs', () => {
  it('nothing went to the console (SDK logging off)', () => {
    for (const spy of consoleSpies) expect(spy).not.toHaveBeenCalled();
  });

  it('never contain a secret: client key, session key, OTP codes, auth tokens', () => {
    const logs = stack.logs();
    expect(logs).toContain('/api/auth/email/verify-otp');
    for (const secret of secrets) expect(logs).not.toContain(secret);
  });
});
