// Paging of the two history reads (docs/protocol.md §14.5, §14.7): `page` from 1 and `size` up to 100, `count` of
// every page; without either, the whole history (what an unmodified Okto 1.1.0 client reads).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { startPlatform, type TestPlatform } from '@satchel/test-support';
import { insertActivity } from '../../src/ledger/activity-store.js';
import { insertOrder } from '../../src/orders/order-store.js';
import { listClientTokens } from '../../src/world/token-store.js';
import { errorOf, request } from '../helpers/request.js';
import { insertSession, type SeededSession } from '../helpers/seed-session.js';

const TOTAL = 250;

let platform: TestPlatform;
let session: SeededSession;
const get = async (path: string) =>
  request(platform.url, 'GET', `/api/oc/v1${path}`, {
    headers: { Authorization: await session.authorization(), 'Content-Type': 'application/json' },
  });

beforeAll(async () => {
  platform = await startPlatform();
  session = insertSession(platform.ctx);
  const nowSec = Math.floor(platform.ctx.now() / 1000);
  const [token] = listClientTokens(platform.ctx.db, session.user.clientId);
  const ownerKey = session.user.userSWA.toLowerCase();
  // Straight into the stores: these reads only list rows. The orders settle in a day, so nothing moves meanwhile.
  for (let i = 0; i < TOTAL; i++) {
    insertOrder(platform.ctx.db, {
      intentId: randomUUID(),
      userId: session.user.userId,
      clientId: session.user.clientId,
      intentType: 'TOKEN_TRANSFER',
      caipId: 'eip155:84532',
      details: '{}',
      jobParameters: '{}',
      feePayer: `0x${'0'.repeat(40)}`,
      createdAt: nowSec - TOTAL + i,
      settleAtMs: platform.ctx.now() + 86_400_000,
    });
    insertActivity(platform.ctx.db, {
      id: randomUUID(),
      ownerKey,
      userId: session.user.userId,
      tokenId: token!.tokenId,
      intentId: null,
      transferType: 'DEPOSIT',
      orderType: 'EXTERNAL_TRANSFER',
      quantity: BigInt(i + 1),
      txHash: `0x${i.toString(16).padStart(64, '0')}`,
      createdAt: nowSec - TOTAL + i,
    });
  }
});
afterAll(async () => {
  await platform.close();
});

describe.each([
  ['/orders', 'items', 'intent_id'],
  ['/portfolio/activity', 'activity', 'id'],
] as const)('GET %s in pages', (path, listKey, idKey) => {
  it('pages of 50 read each of the 250 rows once, newest first, each with count 250', async () => {
    const whole = await get(path);
    const all = (whole.json.data[listKey] as Record<string, string>[]).map((row) => row[idKey]);
    expect(whole.json.data.count).toBe(TOTAL);
    expect(all).toHaveLength(TOTAL);

    const seen: string[] = [];
    for (let page = 1; page <= 6; page++) {
      const res = await get(`${path}${path === '/orders' ? '?status=INITIATED&' : '?'}page=${page}&size=50`);
      expect(res.status).toBe(200);
      expect(res.json.data.count).toBe(TOTAL);
      const rows = res.json.data[listKey] as Record<string, string>[];
      expect(rows).toHaveLength(page <= 5 ? 50 : 0);
      seen.push(...rows.map((row) => row[idKey]!));
    }
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(TOTAL);
  });

  it('size alone reads page 1; page alone reads 10 rows', async () => {
    const sized = await get(`${path}?size=3`);
    expect(sized.json.data[listKey]).toHaveLength(3);
    const paged = await get(`${path}?page=2`);
    expect(paged.json.data[listKey]).toHaveLength(10);
    expect(paged.json.data.count).toBe(TOTAL);
  });

  it.each([
    ['page=0', 'Validation failed: Invalid page'],
    ['page=x', 'Validation failed: Invalid page'],
    ['size=101', 'Validation failed: Invalid size'],
    ['size=0&page=1', 'Validation failed: Invalid size'],
    ['size=1.5', 'Validation failed: Invalid size'],
  ])('?%s → 400 VALIDATION_ERROR', async (query, message) => {
    const res = await get(`${path}?${query}`);
    expect(res.status).toBe(400);
    expect(errorOf(res)).toMatchObject({ errorCode: 'VALIDATION_ERROR', message });
  });
});
