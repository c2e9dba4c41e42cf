import { createRequire } from 'node:module';

/** The installed runtime's version (platform/package.json pins it), reported by `getVersion`. */
export const LITESVM_VERSION: string = (
  createRequire(import.meta.url)('litesvm/package.json') as { version: string }
).version;
