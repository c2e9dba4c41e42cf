// The ledger asks which user owns an address for every balance move a settled order indexes
// (world/user-store.ts findUserIdByAddress, aptosUserExists): SQLite's own query plan must show an index for each
// address kind, never a scan of the users table (migration 008).
import { describe, expect, it } from '@jest/globals';
import { openDatabase } from '../../src/db/open-database.js';
import { APTOS_USER_SQL, USER_ID_BY_ADDRESS_SQL } from '../../src/world/user-store.js';

const plan = (sql: string, params: unknown[]) => {
  const db = openDatabase(':memory:');
  try {
    return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map(
      (r) => r.detail,
    );
  } finally {
    db.close();
  }
};

describe('users looked up by address', () => {
  it('by userSWA, Aptos or Solana address: one index each, no scan', () => {
    const details = plan(USER_ID_BY_ADDRESS_SQL, ['0xab', '0xab', '0xab']);
    expect(details.filter((d) => d.startsWith('SEARCH users USING'))).toEqual([
      'SEARCH users USING INDEX users_by_swa (user_swa_key=?)',
      'SEARCH users USING INDEX users_by_aptos_address (<expr>=?)',
      'SEARCH users USING INDEX users_by_solana_address (<expr>=?)',
    ]);
    expect(details.some((d) => d.startsWith('SCAN'))).toBe(false);
  });

  it('whether an Aptos address is a user’s: the index alone', () => {
    expect(plan(APTOS_USER_SQL, ['0xab'])).toEqual([
      'SEARCH users USING COVERING INDEX users_by_aptos_address (<expr>=?)',
    ]);
  });
});
