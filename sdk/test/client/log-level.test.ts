// The console output of each `logLevel` (sdk/README.md "Logging"): nothing by default, whatever happens; each level
// prints its own lines and those of the levels after it, and can be switched on a live client.
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { LogLevel } from '@satchel/shared';
import { getAccount } from '../../src/index.js';
import { failureOf, freshSession, makeClient } from './helpers.js';
import { useNock } from '../nock-scope.js';

const BASE = 'http://satchel-levels.test';
const V1 = '/api/oc/v1';
const nock = useNock('none');
afterEach(() => {
  jest.restoreAllMocks();
});

/** Every console line of a success, a 500 answer and a network failure, by console method. */
async function linesAt(level: LogLevel | undefined) {
  const spies = Object.fromEntries(
    (['debug', 'log', 'info', 'warn', 'error'] as const).map((name) => [
      name,
      jest.spyOn(console, name).mockImplementation(() => {}),
    ]),
  );
  const client = makeClient({ platformUrl: BASE, ...(level ? { logLevel: level } : {}) });
  client.setSessionConfig(freshSession());
  nock(BASE).get(`${V1}/wallets`).reply(200, { status: 'success', data: [] });
  await getAccount(client);
  nock(BASE)
    .get(`${V1}/wallets`)
    .reply(500, { status: 'error', error: { message: 'down' } });
  await failureOf(() => getAccount(client));
  nock(BASE).get(`${V1}/wallets`).replyWithError('connection reset');
  await failureOf(() => getAccount(client));
  return Object.fromEntries(
    Object.entries(spies).map(([name, spy]) => [name, spy.mock.calls.map((call) => String(call[0]))]),
  );
}

describe('logLevel', () => {
  it.each([undefined, 'silent'] as const)('%s: nothing is printed, failures included', async (level) => {
    expect(await linesAt(level)).toEqual({ debug: [], log: [], info: [], warn: [], error: [] });
  });

  it('error: the network failure only', async () => {
    const lines = await linesAt('error');
    expect(lines.info).toEqual([]);
    expect(lines.warn).toEqual([]);
    expect(lines.error).toEqual([expect.stringMatching(/^\[satchel\] ✗ GET .*\/wallets: Network error$/)]);
  });

  it('warn: and the answer of 500', async () => {
    const lines = await linesAt('warn');
    expect(lines.info).toEqual([]);
    expect(lines.warn).toEqual([`[satchel] ← 500 GET ${BASE}${V1}/wallets`]);
    expect(lines.error).toHaveLength(1);
  });

  it('info: and one line per successful answer', async () => {
    const lines = await linesAt('info');
    expect(lines.info).toEqual([`[satchel] ← 200 GET ${BASE}${V1}/wallets`]);
    expect(lines.warn).toHaveLength(1);
    expect(lines.error).toHaveLength(1);
  });

  it('debug: every request with its cURL, and every answer', async () => {
    const lines = await linesAt('debug');
    expect(lines.info.filter((line) => line.startsWith('[satchel] → GET'))).toHaveLength(3);
    expect(lines.info.filter((line) => line.startsWith('[satchel] cURL:\ncurl -X GET'))).toHaveLength(3);
    expect(lines.info.filter((line) => line.startsWith('[satchel] ← 200'))).toHaveLength(1);
    expect(lines.warn).toHaveLength(1);
    expect(lines.error).toHaveLength(1);
  });

  it('is switched on a live client', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    const client = makeClient({ platformUrl: BASE });
    client.setSessionConfig(freshSession());
    nock(BASE).get(`${V1}/wallets`).twice().reply(200, { status: 'success', data: [] });
    await getAccount(client);
    expect(info).not.toHaveBeenCalled();
    client.logLevel = 'info';
    await getAccount(client);
    expect(info).toHaveBeenCalledTimes(1);
  });
});
