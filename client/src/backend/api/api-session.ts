import type { SessionConfig } from '@satchel/shared';
import { STORAGE_KEYS } from '../../config/storage-keys.js';

type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * The api-mode session (what the BFF's authenticate answered as `sessionConfig`), persisted in localStorage; read it
 * with readApiSession (its validation brings zod, which the config provider's logout-on-mode-switch does not need).
 */
export const apiSessionStore = {
  write(session: SessionConfig | undefined) {
    if (session) localStorage.setItem(STORAGE_KEYS.apiSession, JSON.stringify(session));
    else localStorage.removeItem(STORAGE_KEYS.apiSession);
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
