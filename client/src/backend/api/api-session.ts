import type { SessionConfig } from '@satchel/shared';
import { STORAGE_KEYS } from '../../config/storage-keys.js';
import type { PublicSession } from '../types.js';

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
  /** The public half of a session the BFF keeps behind its cookie (the key itself never reaches the browser). */
  writeKept(session: PublicSession | undefined) {
    if (session) localStorage.setItem(STORAGE_KEYS.apiKeptSession, JSON.stringify(session));
    else localStorage.removeItem(STORAGE_KEYS.apiKeptSession);
    for (const listener of listeners) listener();
  },
  /** What the provider watches: both stored forms. */
  snapshot: () =>
    `${localStorage.getItem(STORAGE_KEYS.apiSession) ?? ''}|${localStorage.getItem(STORAGE_KEYS.apiKeptSession) ?? ''}`,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
