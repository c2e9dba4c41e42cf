import { createRequire } from 'node:module';
import { loadNativeAddonsFor, type NativeAddons } from '@satchel/shared';

/** The platform's native addons (shared's loader), resolved from the platform's own dependencies. */
export function loadNativeCrypto(
  load: (id: string) => unknown = createRequire(import.meta.url),
  env: Record<string, string | undefined> = process.env,
): NativeAddons | undefined {
  return loadNativeAddonsFor('@satchel/platform', load, env);
}

/** Loaded once per process, when the platform's crypto is first imported. */
export const nativeCrypto = loadNativeCrypto();
