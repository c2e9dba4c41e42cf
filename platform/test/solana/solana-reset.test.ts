import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { fundUser } from '../../src/faucet/faucet.js';
import { parseMint } from '../../src/solana/token-account.js';
import { request } from '../helpers/request.js';
import { insertUser } from '../helpers/seed-session.js';
import { startPlatform, type TestPlatform } from '@satchel/test-support';
import { SOLANA, USDC, USDT } from './helpers/solana-orders.js';
import { solanaRuntimeOf } from './helpers/solana-runtime-of.js';

describe('POST /dev/reset resets the Solana chain', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ nowMs: 1767225600600, worker: false, devEndpoints: true });
  });
  afterAll(async () => platform.close());

  it('back to the seeded mints at slot 0, no user accounts or transactions, in memory and in the database', async () => {
    const user = insertUser(platform.ctx);
    await fundUser(platform.ctx, platform.chains, user, SOLANA);
    const reader = platform.chains.solanaReader(SOLANA)!;
    expect(reader.slot()).toBe(1);
    expect(reader.getAccount(user.solanaAddress)?.lamports).toBe(2_000_000_000n);
    expect(parseMint(reader.getAccount(USDC))?.supply).toBe(1_000_000_000n);

    expect((await request(platform.url, 'POST', '/dev/reset')).status).toBe(200);
    expect(reader.slot()).toBe(0);
    expect(reader.getAccount(user.solanaAddress)).toBeUndefined();
    expect(parseMint(reader.getAccount(USDC))).toEqual({ decimals: 6, supply: 0n });
    expect(parseMint(reader.getAccount(USDT))).toEqual({ decimals: 6, supply: 0n });
    const chain = solanaRuntimeOf(platform).chain(SOLANA);
    expect(chain.slot).toBe(0);
    expect(chain.getAccount(user.solanaAddress)).toBeUndefined();
    expect(parseMint(chain.getAccount(USDC))?.supply).toBe(0n);
    const count = platform.ctx.db.prepare('SELECT COUNT(*) AS n FROM solana_transactions').get() as {
      n: number;
    };
    expect(count.n).toBe(0);
  });
});
