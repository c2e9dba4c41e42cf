import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { insertSession, insertUser } from '../helpers/seed-session.js';
import { errorOf, request } from '../helpers/request.js';
import { startPlatform, type TestPlatform } from '@satchel/test-support';

const count = (platform: TestPlatform, table: string) =>
  (platform.ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('dev endpoints (docs/protocol.md §17.3)', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(async () => {
    await platform.close();
  });

  it('POST /dev/faucet tops every account of the user up to the faucet amounts', async () => {
    const user = insertUser(platform.ctx);
    const res = await request(platform.url, 'POST', '/dev/faucet', {
      body: { userSWA: user.userSWA.toLowerCase() },
    });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('success');
    expect(res.json.data.userSWA).toBe(user.userSWA);
    const balances = res.json.data.balances as { caip2Id: string; amount: string }[];
    const tokens = platform.ctx.db.prepare('SELECT faucet_amount FROM tokens ORDER BY rowid').all() as {
      faucet_amount: string;
    }[];
    expect(balances).toHaveLength(tokens.length);
    expect(balances.map((b) => b.amount)).toEqual(tokens.map((t) => t.faucet_amount));
    expect(new Set(balances.map((b) => b.caip2Id)).size).toBe(5);
    const apt = platform.ctx.db
      .prepare(`SELECT amount FROM balances WHERE owner_key = ? `)
      .all(user.aptosAddress.toLowerCase()) as { amount: string }[];
    expect(apt).toHaveLength(3);
  });

  it('POST /dev/faucet with caip2Id tops up one chain only (case-insensitive)', async () => {
    const user = insertUser(platform.ctx);
    const res = await request(platform.url, 'POST', '/dev/faucet', {
      body: { userSWA: user.userSWA, caip2Id: 'EIP155:80002' },
    });
    expect(res.status).toBe(200);
    const balances = res.json.data.balances as { caip2Id: string }[];
    expect(balances).toHaveLength(3);
    expect(balances.every((b) => b.caip2Id.toLowerCase() === 'eip155:80002')).toBe(true);
  });

  it('POST /dev/faucet rejects bad bodies, unknown users and chains', async () => {
    const user = insertUser(platform.ctx);
    const cases: [unknown, number, string, string?][] = [
      [{}, 400, 'VALIDATION_ERROR', 'Validation failed: Invalid Ethereum address format'],
      [{ userSWA: '0x123' }, 400, 'VALIDATION_ERROR', 'Validation failed: Invalid Ethereum address format'],
      [
        { userSWA: user.userSWA, extra: 1 },
        400,
        'VALIDATION_ERROR',
        "Validation failed: Unrecognized key(s) in object: 'extra'",
      ],
      [
        { userSWA: user.userSWA, caip2Id: ' ' },
        400,
        'VALIDATION_ERROR',
        'Validation failed: CAIP2 ID cannot be blank',
      ],
      [{ userSWA: '0x000000000000000000000000000000000000dEaD' }, 404, 'NOT_FOUND'],
      [{ userSWA: user.userSWA, caip2Id: 'eip155:1' }, 403, 'CHAIN_NOT_SUPPORTED'],
      ['[1]', 400, 'BAD_REQUEST'],
    ];
    for (const [body, status, errorCode, message] of cases) {
      const res = await request(platform.url, 'POST', '/dev/faucet', { body });
      expect({ status: res.status, errorCode: errorOf(res)?.errorCode }).toEqual({ status, errorCode });
      if (message) expect(errorOf(res)?.message).toBe(message);
    }
    const chain = await request(platform.url, 'POST', '/dev/faucet', {
      body: { userSWA: user.userSWA, caip2Id: 'eip155:1' },
    });
    expect(errorOf(chain)).toMatchObject({
      message: 'Chain Not Supported',
      details: 'eip155:1 is not supported for this client',
    });
    const empty = await request(platform.url, 'POST', '/dev/faucet');
    expect(errorOf(empty)?.errorCode).toBe('BAD_REQUEST');
  });

  it('POST /dev/reset wipes users, sessions, balances and orders back to the seed in one go', async () => {
    const session = insertSession(platform.ctx);
    await request(platform.url, 'POST', '/dev/faucet', { body: { userSWA: session.user.userSWA } });
    const authorization = await session.authorization();
    expect(
      (
        await request(platform.url, 'GET', '/api/oc/v1/verify-session', {
          headers: { Authorization: authorization },
        })
      ).status,
    ).toBe(200);
    const seeded = {
      networks: count(platform, 'networks'),
      tokens: count(platform, 'tokens'),
      clients: count(platform, 'clients'),
    };
    const meta = platform.ctx.db
      .prepare(`SELECT key, value FROM meta WHERE key <> 'world.seeded_at' ORDER BY key`)
      .all();
    platform.ctx.db.prepare(`UPDATE tokens SET price_usdt = '1'`).run();
    expect(count(platform, 'users')).toBeGreaterThan(0);
    expect(count(platform, 'balances')).toBeGreaterThan(0);

    const res = await request(platform.url, 'POST', '/dev/reset');
    expect(res.status).toBe(200);
    expect(res.text).toBe('{"status":"success"}');
    for (const table of [
      'users',
      'sessions',
      'balances',
      'orders',
      'activity',
      'used_values',
      'otp_challenges',
    ]) {
      expect({ table, n: count(platform, table) }).toEqual({ table, n: 0 });
    }
    expect({
      networks: count(platform, 'networks'),
      tokens: count(platform, 'tokens'),
      clients: count(platform, 'clients'),
    }).toEqual(seeded);
    const eth = platform.ctx.db
      .prepare(`SELECT price_usdt FROM tokens WHERE symbol = 'ETH' LIMIT 1`)
      .get() as { price_usdt: string };
    expect(eth.price_usdt).not.toBe('1');
    // installation keys (token signing) survive a reset
    expect(
      platform.ctx.db
        .prepare(`SELECT key, value FROM meta WHERE key <> 'world.seeded_at' ORDER BY key`)
        .all(),
    ).toEqual(meta);
    const after = await request(platform.url, 'GET', '/api/oc/v1/verify-session', {
      headers: { Authorization: authorization },
    });
    expect(errorOf(after)?.errorCode).toBe('SESSION_NOT_FOUND');
  });
});

describe('dev endpoints disabled (PLATFORM_DEV_ENDPOINTS=false)', () => {
  it('answer 404 NOT_FOUND and change nothing', async () => {
    const platform = await startPlatform({ devEndpoints: false });
    try {
      const user = insertUser(platform.ctx);
      for (const [method, path, body] of [
        ['POST', '/dev/faucet', { userSWA: user.userSWA }],
        ['POST', '/dev/reset', undefined],
        ['GET', '/dev/otp?contact=ada@example.com', undefined],
        ['POST', '/dev/client-jwt', { sub: 'x' }],
      ] as const) {
        const res = await request(platform.url, method, path, { body });
        expect({ path, status: res.status, errorCode: errorOf(res)?.errorCode }).toEqual({
          path,
          status: 404,
          errorCode: 'NOT_FOUND',
        });
      }
      expect(count(platform, 'users')).toBe(1);
      expect(count(platform, 'balances')).toBe(0);
      expect((await request(platform.url, 'GET', '/healthz')).status).toBe(200);
    } finally {
      await platform.close();
    }
  });
});
