import { afterAll, afterEach, beforeAll } from '@jest/globals';
import nock from 'nock';

/**
 * nock for the faults the real platform cannot produce, scoped to one test file. Jest runs many files in one
 * worker and they share Node's `http`, so the interception (and any net-connect ban) is undone after the file.
 * `netConnect`: 'all' (default), 'local' (127.0.0.1 only, the real platform) or 'none'.
 */
export function useNock(netConnect: 'all' | 'local' | 'none' = 'all'): typeof nock {
  beforeAll(() => {
    if (!nock.isActive()) nock.activate();
    if (netConnect !== 'all') nock.disableNetConnect();
    if (netConnect === 'local') nock.enableNetConnect('127.0.0.1');
  });
  afterEach(() => nock.cleanAll());
  afterAll(() => {
    nock.cleanAll();
    nock.enableNetConnect();
    nock.restore();
  });
  return nock;
}
