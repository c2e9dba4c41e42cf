import type { Statement } from 'better-sqlite3';
import type { Db } from './open-database.js';

// Compiling a statement costs more than running a simple indexed read; hot paths (bearer verification on every
// request) reuse one compiled statement per database and SQL text.
const cache = new WeakMap<Db, Map<string, Statement>>();

/** The compiled statement for `sql` on `db`, compiled once. */
export function prepared(db: Db, sql: string): Statement {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  let statement = statements.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    statements.set(sql, statement);
  }
  return statement;
}
