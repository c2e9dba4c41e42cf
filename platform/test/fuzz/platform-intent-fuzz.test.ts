import { afterAll, beforeAll, expect, it } from '@jest/globals';
import {
  followOrders,
  fuzzSeed,
  intentArbitrary,
  intentRuns,
  type FollowedOrder,
  type FuzzIntent,
} from '@satchel/shared/fuzz';
import fc from 'fast-check';
import { fundUser } from '../../src/faucet/faucet.js';
import { SEED_COLLECTIONS } from '../../src/world/seed-collections.js';
import { MAX_ATTEMPTS } from '../../src/orders/settlement-attempts.js';
import { createLogger } from '../../src/http/logger.js';
import { buildOperation } from '../orders/helpers/build-operation.js';
import { POLICY } from '../orders/helpers/chain-scenario.js';
import { memoryLog } from '../orders/helpers/memory-log.js';
import { request } from '../helpers/request.js';
import { insertSession, type SeededSession } from '../helpers/seed-session.js';
import { startPlatform, type TestPlatform } from '@satchel/test-support';

// Fuzzed intents, odd but plausible (short and long addresses, words for addresses, odd calldata, zero amounts,
// contracts that are not contracts), signed and sent to /execute as any client would: each answer is a refusal
// (4xx with a message) or a jobId, and every order acknowledged must end SUCCESSFUL or FAILED (with a reason a
// person can read) within the deadline; a normal transfer sent after them settles; the log stays bounded.

const RUNS = intentRuns();
const BASE = 'eip155:84532';
const USDC_BASE = '0x036CbD53842c5426634e7929541eC2318f3dCF7e';
const log = memoryLog();
let platform: TestPlatform;
let alice: SeededSession;

beforeAll(async () => {
  platform = await startPlatform({ settleMs: 50, logger: createLogger('info', log.stream) });
  alice = insertSession(platform.ctx);
  await fundUser(platform.ctx, platform.chains, alice.user);
}, 60_000);
afterAll(async () => platform.close());

/** Sends one intent; answers its jobId, or undefined when it was refused (a refusal must be a 4xx with a message). */
async function send({ intentType, payload }: FuzzIntent): Promise<string | undefined> {
  let op: Record<string, string>;
  try {
    op = await buildOperation(alice, intentType, payload, Math.floor(Date.now() / 1000), {
      policy: POLICY[String(payload.caip2Id)],
    });
  } catch {
    return undefined; // not encodable as job parameters (a uint256 beyond range): no client can send it
  }
  const res = await request(platform.url, 'POST', '/api/oc/v1/execute', {
    headers: { Authorization: await alice.authorization() },
    body: op,
  });
  if (res.status === 200) return res.json.data.jobId as string;
  if (res.status >= 500 || typeof res.json?.error?.message !== 'string' || res.json.error.message === '')
    throw new Error(`${res.status} for ${JSON.stringify(payload)}: ${res.text.slice(0, 300)}`);
  return undefined;
}

const readOrder = async (jobId: string): Promise<FollowedOrder | undefined> =>
  platform.ctx.db
    .prepare('SELECT status, reason FROM orders WHERE intent_id = ?')
    .get(jobId.toLowerCase()) as FollowedOrder | undefined;

it(`${RUNS} fuzzed intents: every acknowledged order ends, a normal transfer after them settles`, async () => {
  const world = {
    userSWA: alice.user.userSWA,
    erc20: USDC_BASE,
    evmChain: BASE,
    erc721: SEED_COLLECTIONS.erc721.collectionAddress,
    erc1155: SEED_COLLECTIONS.erc1155.collectionAddress,
    nftChain: SEED_COLLECTIONS.erc721.caipId,
    aptosChain: 'aptos:testnet',
    solanaChain: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  };
  const intents = fc.sample(intentArbitrary(world), { seed: fuzzSeed(), numRuns: RUNS });
  const jobIds: string[] = [];
  // Four at a time: as several users would.
  for (let i = 0; i < intents.length; i += 4) {
    const answers = await Promise.all(intents.slice(i, i + 4).map(send));
    for (const jobId of answers) if (jobId) jobIds.push(jobId);
  }
  const { problems, final } = await followOrders(jobIds, readOrder);
  expect(problems).toEqual([]);
  // Not vacuous: some were refused, some settled and some failed.
  const statuses = [...final.values()].map((o) => o.status);
  expect(jobIds.length).toBeLessThan(RUNS);
  expect(statuses).toContain('SUCCESSFUL');
  expect(statuses).toContain('FAILED');

  const normal = await send({
    intentType: 'TOKEN_TRANSFER',
    payload: {
      caip2Id: BASE,
      recipientWalletAddress: '0x7c9e73d4C71dae564d41F78d56439bB4ba87592f',
      tokenAddress: '',
      amount: '1',
    },
  });
  const after = await followOrders([normal!], readOrder);
  expect([...after.final.values()]).toEqual([{ status: 'SUCCESSFUL', reason: '' }]);

  // At most one line per attempt of each order, and never a stack.
  const settlementLines = log.lines().filter((line) => /^settlement/.test(String(line.msg)));
  expect(settlementLines.length).toBeLessThanOrEqual(MAX_ATTEMPTS * jobIds.length);
  expect(JSON.stringify(settlementLines)).not.toMatch(/"stack"|\\n\s+at /);
}, 300_000);
