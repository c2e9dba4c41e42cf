import { createRequire } from 'node:module';
import { loadNativeAddonsFor, type NativeAddons } from '@satchel/shared';

/** The SDK's native addons (shared's loader), resolved from the SDK's own dependencies. */
export function loadNativeAddons(
  load: (id: string) => unknown = createRequire(import.meta.url),
  env: Record<string, string | undefined> = process.env,
): NativeAddons | undefined {
  return loadNativeAddonsFor('@satchel/sdk', load, env);
}

/** Loaded once per process, when the first module that signs or hashes is imported. */
export const nativeAddons = loadNativeAddons();
