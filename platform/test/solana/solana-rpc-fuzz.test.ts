import { afterAll, describe, it } from '@jest/globals';
import { closeConnections, fuzzRoute, requestCaseArbitrary, runsPerRoute } from '@satchel/shared/fuzz';
import { USDC } from './helpers/solana-orders.js';
import { startPlatform, type TestPlatform } from '@satchel/test-support';
import { SOLANA } from './helpers/solana-orders.js';

// The route-coverage suite fuzzes `POST /rpc/:caip2Id` on an EVM network; this fuzzes the same route on the Solana
// network, so the Solana handler's parameter parsing is exercised too: no 5xx, JSON-RPC errors, nothing leaked.

const platform: TestPlatform = await startPlatform({ nowMs: 1767225600600, worker: false });

afterAll(async () => {
  closeConnections();
  await platform.close();
});

const SEEDS: Record<string, unknown[]> = {
  getAccountInfo: [USDC, { encoding: 'jsonParsed' }],
  getTokenAccountsByOwner: [USDC, { mint: USDC }, { encoding: 'jsonParsed' }],
  getSignatureStatuses: [[`${'1'.repeat(64)}`]],
  getTransaction: [`${'1'.repeat(64)}`, { encoding: 'json', maxSupportedTransactionVersion: 0 }],
  getMinimumBalanceForRentExemption: [165],
};

// The route's share of the fuzz cases, spread over its methods like the other files spread theirs over routes.
const runs = runsPerRoute(Object.keys(SEEDS).length);

describe(`Solana JSON-RPC fuzz (${runs} cases per method)`, () => {
  for (const [method, params] of Object.entries(SEEDS)) {
    it(
      method,
      async () => {
        await fuzzRoute({
          baseUrl: platform.url,
          method: 'POST',
          path: `/rpc/${SOLANA}`,
          runs,
          style: { traceKey: 'trace_id', extraKeys: false },
          errorFormat: 'jsonrpc',
          secrets: [],
          cases: requestCaseArbitrary({ bodySeed: { jsonrpc: '2.0', id: 1, method, params }, tokens: [] }),
        });
      },
      60_000 + runs * 5_000,
    );
  }
});
