import { sessionConfigSchema, validate, type SessionConfig } from '@satchel/shared';
import { STORAGE_KEYS } from '../../config/storage-keys.js';

type Listener = () => void;
const listeners = new Set<Listener>();

/** The api-mode session (what the BFF's authenticate answered as `sessionConfig`), persisted in localStorage. */
export const apiSessionStore = {
  read(): SessionConfig | undefined {
    try {
      const text = localStorage.getItem(STORAGE_KEYS.apiSession);
      if (!text) return undefined;
      const result = validate(sessionConfigSchema, JSON.parse(text));
      return result.success ? result.data : undefined;
    } catch {
      return undefined;
    }
  },
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
