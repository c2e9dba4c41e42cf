import type { PlatformContext } from '../context.js';

/** Tables `/dev/reset` keeps: migration bookkeeping and `meta` (installation keys, which signed tokens rely on). */
const KEPT = new Set(['schema_migrations', 'meta']);

/**
 * Empties every other table (including ones later migrations add) so the caller can re-seed, inside the caller's
 * transaction. Foreign keys are deferred to the commit, so the order of deletion does not matter.
 */
export function wipeWorld(ctx: PlatformContext): void {
  const tables = ctx.db
    .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)
    .all() as { name: string }[];
  ctx.db.pragma('defer_foreign_keys = ON');
  for (const { name } of tables) {
    if (!KEPT.has(name)) ctx.db.prepare(`DELETE FROM "${name.replace(/"/g, '""')}"`).run();
  }
}
