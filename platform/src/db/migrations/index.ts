import * as core from './001-core.js';

/** Ordered migrations; a new one is appended, never edited once landed. */
export const MIGRATIONS: { id: number; name: string; sql: string }[] = [{ id: 1, name: 'core', sql: core.sql }];
