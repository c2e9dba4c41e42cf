import type { Db } from '../db/open-database.js';
import { prepared } from '../db/prepared.js';

/** The SQL of the `meta` table: the installation's settings by key, each written once. */

/** Stores `value` under `key` unless the key already has one. */
export function insertMetaIfMissing(db: Db, key: string, value: string): void {
  prepared(db, 'INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)').run(key, value);
}

/** The value stored under `key`, or undefined. */
export function findMeta(db: Db, key: string): string | undefined {
  const row = prepared(db, 'SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}
