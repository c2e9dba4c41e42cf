import { describe, expect, it } from '@jest/globals';
import {
  getAccountKey,
  getChainsKey,
  getNftCollectionsKey,
  getOrdersHistoryKey,
  getPortfolioActivityKey,
  getPortfolioKey,
  getPortfolioNftKey,
  getTokensKey,
  INTENT_AFFECTED_READS,
  isReadKey,
  readKey,
} from '../../src/index.js';
import { freshSession, makeClient } from '../client/helpers.js';

describe('read cache keys', () => {
  it("hold the client, the user, the read and its arguments; the user's logout changes them", () => {
    const client = makeClient();
    const session = freshSession();
    client.setSessionConfig(session);
    const key = getOrdersHistoryKey(client, { intentId: 'x' });
    expect(key).toEqual(['satchel', key[1], session.userSWA, 'orders', '{"intentId":"x"}']);
    expect(getOrdersHistoryKey(client)).toEqual(['satchel', key[1], session.userSWA, 'orders', 'null']);
    client.sessionClear();
    expect(getPortfolioKey(client)[2]).toBeUndefined();
  });

  it('one per read, stable for a client, different for another client', () => {
    const client = makeClient();
    const keys = [
      getAccountKey,
      getChainsKey,
      getTokensKey,
      getPortfolioKey,
      getPortfolioActivityKey,
      getPortfolioNftKey,
      getNftCollectionsKey,
      getOrdersHistoryKey,
    ].map((key) => key(client));
    expect(new Set(keys.map((key) => key[3])).size).toBe(keys.length);
    expect(getChainsKey(client)).toEqual(keys[1]);
    expect(getChainsKey(makeClient())[1]).not.toBe(keys[1][1]);
  });

  it("isReadKey matches this client's keys, optionally by read name, and nothing else", () => {
    const client = makeClient();
    const other = makeClient();
    expect(isReadKey(getPortfolioKey(client), client)).toBe(true);
    expect(isReadKey(getPortfolioKey(client), client, INTENT_AFFECTED_READS)).toBe(true);
    expect(isReadKey(getOrdersHistoryKey(client, { status: 'FAILED' }), client, INTENT_AFFECTED_READS)).toBe(
      true,
    );
    expect(isReadKey(getChainsKey(client), client, INTENT_AFFECTED_READS)).toBe(false);
    expect(isReadKey(getPortfolioKey(other), client)).toBe(false);
    expect(isReadKey(readKey(client, 'tokens'), other)).toBe(false);
    expect(isReadKey(['portfolio'], client)).toBe(false);
    expect(isReadKey('satchel', client)).toBe(false);
  });
});
