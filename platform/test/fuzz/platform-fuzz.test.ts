import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import {
  closeConnections,
  followOrders,
  fuzzRoute,
  listExpressRoutes,
  requestCaseArbitrary,
  runsPerRoute,
  type EnvelopeStyle,
  type ErrorFormat,
} from '@satchel/shared/fuzz';
import { LIFETIMES } from '@satchel/shared';
import { privateKeyToAccount } from 'viem/accounts';
import { settleDueOrders } from '../../src/orders/settlement-worker.js';
import { NOW_MS, vectors } from '../orders/helpers/vectors.js';
import { insertVectorSession } from '../orders/helpers/vector-session.js';
import { bearerToken } from '../helpers/seed-session.js';
import { startPlatform, type TestPlatform } from '@satchel/test-support';
import { platformSeeds } from './platform-seeds.js';

// Property-based fuzzing of every route the platform registers (read from the app, so a new route is fuzzed
// without editing this file): malformed bodies, queries, headers and bearer tokens, and the vectors' valid signed
// requests with fields changed. Every answer: no 5xx, no hang, the §3.3 envelope on errors, nothing leaked; and
// every order an answer acknowledged ends.

/**
 * docs/protocol.md §17.1: the provider stand-ins, the onboarding page and the explorer answer browsers (HTML), token
 * endpoints OAuth; the JSON-RPC endpoint answers JSON-RPC errors.
 */
function errorFormatOf(path: string): ErrorFormat {
  if (/^\/oauth\/[^/]+\/token$/.test(path)) return 'oauth';
  if (/^\/(oauth|__|onboarding|explorer)(\/|$)/.test(path)) return 'page';
  if (/^\/rpc\//.test(path)) return 'jsonrpc';
  return 'envelope';
}

const STYLE: EnvelopeStyle = { traceKey: 'trace_id', extraKeys: false };
const SESSION_KEY = vectors.inputs.sessionPrivKey as `0x${string}`;
const OTHER_KEY = `0x${'2b'.repeat(32)}` as const;
const NOW_SEC = Math.round(NOW_MS / 1000);

/** A token that names the vector session's key but is signed by another key. */
async function forgedToken(): Promise<string> {
  const data = { expire_at: NOW_SEC + 600, session_pub_key: vectors.session.sessionPubKey };
  const dataSignature = await privateKeyToAccount(OTHER_KEY).signMessage({ message: JSON.stringify(data) });
  return Buffer.from(
    JSON.stringify({ type: 'ecdsa_uncompressed', data, data_signature: dataSignature }),
  ).toString('base64');
}

let tokens: string[];
/** Job ids the answers acknowledged: each order must end (the last test). */
const jobIds: string[] = [];

/** A transaction of the seeded Base Sepolia chain (its first block's), for the explorer page's seed. */
async function firstTransactionHash(): Promise<string> {
  const block = await platform.chains.evmReader('eip155:84532')?.getBlock(1n);
  return block?.transactions[0] ?? `0x${'0'.repeat(64)}`;
}

// The routes are known only once the app exists; jest needs the test names now, so the platform starts here.
const platform: TestPlatform = await startPlatform({ nowMs: NOW_MS, devEndpoints: true });
const routes = listExpressRoutes(platform.app);
const runs = runsPerRoute(routes.length);
const explorerHash = await firstTransactionHash();

beforeAll(async () => {
  tokens = [
    vectors.bearer.token,
    await bearerToken(SESSION_KEY, NOW_SEC - 3_600),
    await bearerToken(SESSION_KEY, NOW_SEC + 10_000_000),
    await bearerToken(OTHER_KEY, NOW_SEC + 600),
    await forgedToken(),
  ];
});

// /dev/reset wipes the database and POST /logout ends the vector session (docs/protocol.md §6.3): every route starts
// with the vector session in place, live, and its key not marked removed, so the bundler registers it again.
beforeEach(() => {
  const db = platform.ctx.db;
  const known = db
    .prepare('SELECT session_address AS address FROM sessions WHERE session_pk = ?')
    .get(vectors.session.sessionPubKey.toLowerCase()) as { address: string } | undefined;
  if (!known) {
    insertVectorSession(platform.ctx);
    return;
  }
  db.prepare('UPDATE sessions SET session_expiry = ? WHERE session_pk = ?').run(
    NOW_SEC + LIFETIMES.platformSessionSeconds,
    vectors.session.sessionPubKey.toLowerCase(),
  );
  db.prepare('DELETE FROM chain_registrations WHERE registrant = ?').run(known.address);
});

afterAll(async () => {
  closeConnections();
  await platform.close();
});

describe(`platform fuzz (${runs} cases per route)`, () => {
  const seeds = platformSeeds(platform.url, explorerHash);
  for (const { method, path } of routes) {
    it(
      `${method} ${path}`,
      async () => {
        const seed = seeds[`${method} ${path}`] ?? { body: {} };
        await fuzzRoute({
          baseUrl: platform.url,
          method,
          path: seed.path ?? path,
          runs,
          style: STYLE,
          errorFormat: errorFormatOf(path),
          secrets: [SESSION_KEY, ...tokens],
          cases: requestCaseArbitrary({ bodySeed: seed.body, querySeed: seed.query, tokens }),
          onJobId: (jobId) => jobIds.push(jobId),
        });
      },
      60_000 + runs * 5_000,
    );
  }
});

// The clock is frozen at the vectors' instant: it moves on here, half a second a pass (retries and the deadline
// included), while the follower reads the orders.
it('every order a fuzzed request got a jobId for ends SUCCESSFUL or FAILED with a reason', async () => {
  const read = async (jobId: string) =>
    platform.ctx.db
      .prepare('SELECT status, reason FROM orders WHERE intent_id = ?')
      .get(jobId.toLowerCase()) as { status: string; reason: string } | undefined;
  const follow = followOrders(jobIds, read);
  let done = false;
  void follow.finally(() => (done = true));
  for (let pass = 0; pass < 120 && !done; pass++) {
    platform.advance(500);
    await settleDueOrders(platform.ctx, platform.chains);
  }
  const { problems } = await follow;
  expect(problems).toEqual([]);
}, 120_000);
