import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  estimateTokenTransfer,
  getAccount,
  getChains,
  getGasValues,
  getNftCollections,
  getOrdersHistory,
  getPortfolio,
  getPortfolioActivity,
  getTokens,
  HttpError,
  prepareNftTransfer,
  prepareTokenTransfer,
  readContractData,
  RpcError,
  SatchelError,
  tokenTransfer,
  ValidationError,
  type SatchelClient,
} from '../../src/index.js';
import { isUnauthorized } from '../../src/react/provider/session-ended.js';
import { freshSession } from '../client/helpers.js';
import { clientFor, loggedInClient, publicUrl, type Platform } from './helpers.js';
import { startPlatform } from '@satchel/test-support';

// One failure, two different calls: same class, code, status, errorCode and kind, each call with its own message
// (docs/protocol.md §4). The real platform gives the 4xx; a local fault server (a real HTTP server, no interception) gives
// what the platform never does: an HTML 502, a success without data, no answer at all.

const BASE_SEPOLIA = 'eip155:84532';
const RECIPIENT = '0x7c9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8f1a2';
const USER_KEYS = {
  userId: 'u1',
  userSWA: freshSession().userSWA,
  ecdsaPublicKey: `0x04${'11'.repeat(64)}`,
  eddsaPublicKey: `0x${'22'.repeat(32)}`,
  ecdsaKeyId: 'ecdsa-key',
  eddsaKeyId: 'eddsa-key',
};

type FaultMode = 'html502' | 'missing' | 'silent';

/** `/<mode>/api/oc/v1/…`: user keys always answer (signing needs them); every other call fails as `mode` says. */
function faultHandler(req: IncomingMessage, res: ServerResponse): void {
  const [, mode, ...rest] = (req.url ?? '').split('/');
  if (`/${rest.join('/')}`.startsWith('/api/oc/v1/user-keys')) {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ status: 'success', data: USER_KEYS }));
  } else if (mode === 'html502') {
    res.writeHead(502, { 'Content-Type': 'text/html' });
    res.end('<html><body>Bad Gateway</body></html>');
  } else if (mode === 'missing') {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ status: 'success' }));
  } // silent: never answers
}

let platform: Platform;
let faults: Server;
let faultUrl: string;
let loggedIn: SatchelClient;
let forged: SatchelClient;

beforeAll(async () => {
  platform = await startPlatform();
  faults = createServer(faultHandler);
  await new Promise<void>((resolve) => faults.listen(0, '127.0.0.1', resolve));
  faultUrl = `http://127.0.0.1:${(faults.address() as AddressInfo).port}`;
  loggedIn = await loggedInClient(platform);
  forged = clientFor(platform);
  forged.setSessionConfig(freshSession()); // a well-formed session the platform never issued → 401
});
afterAll(async () => {
  faults.closeAllConnections();
  await new Promise((resolve) => faults.close(resolve));
  await platform.close();
});

/** A client of the fault server in `mode`, with a session (and its user keys when `keys`). */
async function faultClient(mode: FaultMode, options: { session?: boolean; keys?: boolean } = {}) {
  const client = clientFor(platform, { platformUrl: `${faultUrl}/${mode}`, timeoutMs: 150 });
  if (options.session ?? true) client.setSessionConfig(freshSession(USER_KEYS.userSWA));
  if (options.keys) await client.syncUserKeys();
  return client;
}

/** What a call failed with: its rejection, or the RpcError login and signing return (§3.7). */
async function failureOf(run: () => Promise<unknown>): Promise<SatchelError> {
  let result: unknown;
  try {
    result = await run();
  } catch (error) {
    return error as SatchelError;
  }
  if (result instanceof RpcError) return result;
  throw new Error(`expected a failure, got ${String(result)}`);
}

const fieldsOf = (error: SatchelError) => ({
  class: error.constructor.name,
  code: error.code,
  status: error.status,
  errorCode: error.errorCode,
  kind: (error as { kind?: unknown }).kind,
});

interface Row {
  failure: string;
  expected: ReturnType<typeof fieldsOf>;
  /** Refused before any request (the rows of the logged-in client's input checks). */
  beforeAnyRequest?: boolean;
  /** Two different calls, each with its own message (undefined: the text is the schema's, not pinned here). */
  calls: [label: string, run: () => Promise<unknown>, message: string | undefined][];
}

const validation = {
  class: 'ValidationError',
  code: 'VALIDATION_ERROR',
  status: undefined,
  errorCode: undefined,
  kind: undefined,
};
const TOO_BIG = (2n ** 256n).toString(); // one more than uint256 holds
const transfer = (amount: string) => ({ caip2Id: BASE_SEPOLIA, recipient: RECIPIENT, token: '', amount });

const rows: Row[] = [
  {
    failure: 'validation (bad fields)',
    expected: validation,
    beforeAnyRequest: true,
    calls: [
      [
        'getOrdersHistory',
        () => getOrdersHistory(loggedIn, { intentId: 'nope' }),
        'Validation failed: Invalid intent id',
      ],
      [
        'prepareTokenTransfer',
        () => prepareTokenTransfer(loggedIn, { ...transfer('1'), recipient: 'nope' }),
        'Validation failed: Invalid recipient address format',
      ],
    ],
  },
  {
    failure: 'validation (amount beyond uint256)',
    expected: validation,
    beforeAnyRequest: true,
    calls: [
      ['tokenTransfer', () => tokenTransfer(loggedIn, transfer(TOO_BIG)), undefined],
      ['estimateTokenTransfer', () => estimateTokenTransfer(loggedIn, transfer(TOO_BIG)), undefined],
    ],
  },
  {
    failure: 'validation (wrong types, huge strings)',
    expected: validation,
    beforeAnyRequest: true,
    calls: [
      ['prepareNftTransfer', () => prepareNftTransfer(loggedIn, 42 as never), undefined],
      [
        'readContractData',
        () => readContractData(loggedIn, { caip2Id: 'x'.repeat(1_000_000), data: {} } as never),
        undefined,
      ],
    ],
  },
  {
    failure: 'platform 401',
    expected: {
      class: 'HttpError',
      code: 'SESSION_NOT_FOUND',
      status: 401,
      errorCode: 'SESSION_NOT_FOUND',
      kind: 'platform',
    },
    calls: [
      ['getChains', () => getChains(forged), 'Unable to fetch supported networks'],
      ['getPortfolio', () => getPortfolio(forged), 'Failed to retrieve portfolio'],
    ],
  },
  {
    failure: 'network (connection refused)',
    expected: {
      class: 'HttpError',
      code: 'NETWORK',
      status: undefined,
      errorCode: undefined,
      kind: 'network',
    },
    calls: [
      ['getAccount', () => getAccount(closedPortClient()), 'Failed to retrieve wallets: Network error'],
      ['getChains', () => getChains(closedPortClient()), 'Unable to fetch supported networks'],
    ],
  },
  {
    failure: 'timeout',
    expected: {
      class: 'HttpError',
      code: 'TIMEOUT',
      status: undefined,
      errorCode: undefined,
      kind: 'timeout',
    },
    calls: [
      [
        'getTokens',
        async () => getTokens(await faultClient('silent')),
        'Failed to fetch supported tokens from the backend.',
      ],
      [
        'getOrdersHistory',
        async () => getOrdersHistory(await faultClient('silent')),
        'Failed to retrieve orders. Please try again later.',
      ],
    ],
  },
  {
    failure: 'invalid body (HTML 502)',
    expected: {
      class: 'HttpError',
      code: 'INVALID_BODY',
      status: 502,
      errorCode: undefined,
      kind: 'invalid-body',
    },
    calls: [
      [
        'getPortfolio',
        async () => getPortfolio(await faultClient('html502')),
        'Failed to retrieve portfolio',
      ],
      [
        'getNftCollections',
        async () => getNftCollections(await faultClient('html502')),
        'Failed to fetch NFT collections from the backend.',
      ],
    ],
  },
  {
    failure: 'missing data',
    expected: {
      class: 'HttpError',
      code: 'MISSING_DATA',
      status: 200,
      errorCode: undefined,
      kind: 'missing-data',
    },
    calls: [
      [
        'getGasValues',
        async () => getGasValues(await faultClient('missing')),
        'Gas values response data is missing',
      ],
      [
        'getPortfolioActivity',
        async () => getPortfolioActivity(await faultClient('missing')),
        'Failed to retrieve portfolio activity',
      ],
    ],
  },
  {
    failure: 'RpcError (transport) from login and from signing',
    expected: { class: 'RpcError', code: -32603, status: 502, errorCode: undefined, kind: 'invalid-body' },
    calls: [
      [
        'loginUsingOAuth',
        async () =>
          (await faultClient('html502', { session: false })).loginUsingOAuth({
            idToken: 't',
            provider: 'google',
          }),
        'Authentication failed: HTTP 502',
      ],
      [
        'signMessage',
        async () => (await faultClient('html502', { keys: true })).signMessage('hello'),
        'Failed to sign message: HTTP 502',
      ],
    ],
  },
  {
    failure: 'RpcError (platform 401) from two logins',
    expected: {
      class: 'RpcError',
      code: -32003,
      status: 401,
      errorCode: 'INVALID_ID_TOKEN',
      kind: 'platform',
    },
    calls: [
      [
        'loginUsingOAuth',
        () => clientFor(platform).loginUsingOAuth({ idToken: 'not-a-token', provider: 'google' }),
        'Authentication failed: Invalid id token',
      ],
      [
        'authenticate',
        () => clientFor(platform).authenticate({ idToken: 'not-a-token', provider: 'google' }),
        'Authentication failed: Invalid id token',
      ],
    ],
  },
];

/** A logged-in-looking client of a closed local port: every call is refused. */
function closedPortClient(): SatchelClient {
  const client = clientFor(platform, { platformUrl: 'http://127.0.0.1:9' });
  client.setSessionConfig(freshSession());
  return client;
}

describe('one error model: the same failure reads the same from any call', () => {
  it.each(rows)('$failure', async ({ expected, calls, beforeAnyRequest }) => {
    for (const [label, run, message] of calls) {
      const before = loggedIn.requestLog.entries.length;
      const error = await failureOf(run);
      expect({ label, ...fieldsOf(error) }).toEqual({ label, ...expected });
      expect(error).toBeInstanceOf(SatchelError);
      expect(error.message).toBe(error.shortMessage);
      if (message !== undefined) expect(error.shortMessage).toBe(message);
      if (expected.class === 'ValidationError') {
        expect(error).toBeInstanceOf(ValidationError);
        expect(error.shortMessage).toMatch(/^Validation failed: /);
      }
      if (expected.class === 'HttpError') expect(error).toBeInstanceOf(HttpError);
      if (beforeAnyRequest) expect(loggedIn.requestLog.entries.length).toBe(before);
    }
  });

  it("a wrapper message keeps the call's own message and the original failure", async () => {
    const error = (await failureOf(() => getChains(forged))) as HttpError;
    expect(error.metaMessages).toEqual(['Failed to retrieve supported networks']);
    expect(error.cause).toBeInstanceOf(HttpError);
    expect(error.details).toMatchObject({ errorCode: 'SESSION_NOT_FOUND', code: 401 });
  });

  it('a 401 reads the same thrown by a read, wrapped, or returned by signing (and React sees it)', async () => {
    const client = await loggedInClient(platform);
    const response = await fetch(`${publicUrl(platform)}/dev/reset`, { method: 'POST' });
    expect(response.status).toBe(200);
    const failures = [
      await failureOf(() => getAccount(client)),
      await failureOf(() => getChains(client)),
      await failureOf(() => client.signMessage('hello')),
    ];
    for (const error of failures) {
      expect({ status: error.status, errorCode: error.errorCode, kind: (error as HttpError).kind }).toEqual({
        status: 401,
        errorCode: 'SESSION_NOT_FOUND',
        kind: 'platform',
      });
      expect(isUnauthorized(error)).toBe(true);
    }
    expect(failures.map((error) => error.constructor.name)).toEqual(['HttpError', 'HttpError', 'RpcError']);
    expect(isUnauthorized(await failureOf(() => getAccount(closedPortClient())))).toBe(false);
  });
});
