import { STORAGE_KEYS } from '../config/storage-keys.js';
import { apiSessionStore } from './api/api-session.js';

/**
 * A mode switch logs out of both modes: the session of the mode being left must not linger, and one kept from an
 * earlier visit to the new mode must not come back to life (switching mode clears the other's session).
 */
export function clearSessions() {
  localStorage.removeItem(STORAGE_KEYS.sdkSession);
  apiSessionStore.write(undefined);
  localStorage.removeItem(STORAGE_KEYS.loginMethod);
}
