import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createAuthToken } from '@satchel/sdk';
import {
  closeConnections,
  followOrders,
  fuzzRoute,
  listExpressRoutes,
  requestCaseArbitrary,
  runsPerRoute,
  type EnvelopeStyle,
  type FollowedOrder,
} from '@satchel/shared/fuzz';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ALL_ROUTES } from '../../src/routes/all-routes.js';
import { ok, post } from '../helpers/bff.js';
import { loginByEmail, type Session } from '../helpers/flows.js';
import { startStack, type TestStack } from '../helpers/stack.js';
import { bffSeed, type SeedValues } from './bff-seeds.js';

// Property-based fuzzing of every route the BFF registers (read from the app): its documented example with a
// live session, mutated, and every kind of malformed body and header. Every answer: no 5xx, no hang, the
// envelope (§3.3, camel-cased) on errors, nothing leaked; and every order an answer acknowledged ends.

const STYLE: EnvelopeStyle = { traceKey: 'traceId', extraKeys: true };

// The routes are known only once the app exists; jest needs the test names now, so the stack starts here.
const stack: TestStack = await startStack();
const routes = listExpressRoutes(stack.app);
const runs = runsPerRoute(routes.length);

let server: Server;
let baseUrl: string;
let values: SeedValues;
let tokens: string[];
/** Job ids the answers acknowledged: each order must end (the last test). */
const jobIds: string[] = [];

beforeAll(async () => {
  server = createServer(stack.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const session: Session = await loginByEmail(stack.app, stack.platform.url, 'fuzz@example.com');
  const create = ALL_ROUTES.find((route) => route.path === '/api/intent/tokenTransfer/createUserOp');
  if (!create) throw new Error('no tokenTransfer/createUserOp route to build a user operation');
  const userOp = ok<Record<string, unknown>>(
    await post(stack.app, create.path, { ...create.example, sessionConfig: session }),
  );
  const signedUserOp = ok<Record<string, unknown>>(
    await post(stack.app, '/api/intent/signUserOp', { userOp, sessionConfig: session }),
  );
  values = { session, userOp, signedUserOp };
  const keys = {
    sessionPrivKey: session.sessionPrivKey as `0x${string}`,
    sessionPubKey: session.sessionPubKey as `0x${string}`,
  };
  // The BFF takes its session from the body; bearer tokens in a header must change nothing.
  tokens = [createAuthToken(keys), createAuthToken({ ...keys, nowMs: Date.now() - 7_200_000 })];
});

afterAll(async () => {
  closeConnections();
  await new Promise((resolve) => server?.close(resolve));
  await stack.close();
});

describe(`BFF fuzz (${runs} cases per route)`, () => {
  for (const { method, path } of routes) {
    it(
      `${method} ${path}`,
      async () => {
        const seed = bffSeed(
          ALL_ROUTES.find((route) => route.path === path),
          values,
        );
        await fuzzRoute({
          baseUrl,
          method,
          path,
          runs,
          style: STYLE,
          secrets: [values.session.sessionPrivKey, stack.config.clientPrivateKey, ...tokens],
          cases: requestCaseArbitrary({ bodySeed: seed, tokens }),
          onJobId: (jobId) => jobIds.push(jobId),
        });
      },
      60_000 + runs * 5_000,
    );
  }
});

it('every order a fuzzed request got a jobId for ends SUCCESSFUL or FAILED with a reason', async () => {
  const readOrder = async (jobId: string) => {
    const data = ok<{ items: (FollowedOrder & { intentId: string })[] }>(
      await post(stack.app, '/api/explorer/order-history', {
        sessionConfig: values.session,
        intentId: jobId,
      }),
    );
    return data.items.find((order) => order.intentId === jobId);
  };
  const { problems } = await followOrders(jobIds, readOrder, undefined, 500);
  expect(problems).toEqual([]);
}, 120_000);
