import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { MIGRATIONS } from './migrations/index.js';

export type Db = Database.Database;

/**
 * Opens (creating if needed) the platform database: WAL with synchronous FULL so an acknowledged write survives a
 * crash, foreign keys on, and every pending migration applied in its own transaction. `:memory:` for throwaway use,
 * then empty or, given `image` (a serialized database), a copy of it.
 */
export function openDatabase(path: string, image?: Uint8Array): Db {
  if (image && path !== ':memory:') throw new Error('A database image opens only as :memory:');
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(image ? Buffer.from(image) : path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)',
  );
  const applied = new Set(
    (db.prepare('SELECT id FROM schema_migrations').all() as { id: number }[]).map((row) => row.id),
  );
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.id)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (id, name, applied_at) VALUES (?, ?, ?)').run(
        migration.id,
        migration.name,
        Math.floor(Date.now() / 1000),
      );
    })();
  }
  return db;
}
