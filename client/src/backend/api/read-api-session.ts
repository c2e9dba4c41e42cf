import { sessionConfigSchema, validate, type SessionConfig } from '@satchel/shared';
import { STORAGE_KEYS } from '../../config/storage-keys.js';

/** The stored api-mode session when it is readable and valid, else undefined. */
export function readApiSession(): SessionConfig | undefined {
  try {
    const text = localStorage.getItem(STORAGE_KEYS.apiSession);
    if (!text) return undefined;
    const result = validate(sessionConfigSchema, JSON.parse(text));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}
