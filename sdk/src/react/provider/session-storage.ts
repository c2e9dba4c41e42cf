import { SESSION_STORAGE_KEY } from '@satchel/shared';

/**
 * The SDK session object (§5.1), as persisted under `localStorage["satchel_session"]`.
 * @example
 * const session: StoredSession | undefined = useSession().session;
 * const userSWA = session?.userSWA;
 */
export interface StoredSession {
  sessionPrivKey: string;
  sessionPubKey: string;
  userSWA: string;
}

/** localStorage when there is one (never on a server; it may also throw in locked-down browsers). */
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function isStoredSession(value: unknown): value is StoredSession {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return [v.sessionPrivKey, v.sessionPubKey, v.userSWA].every(
    (field) => typeof field === 'string' && field !== '',
  );
}

/** The persisted session, or undefined; a malformed entry is dropped. */
export function readStoredSession(): StoredSession | undefined {
  const store = storage();
  const text = store?.getItem(SESSION_STORAGE_KEY);
  if (!store || !text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (isStoredSession(value)) {
      return {
        sessionPrivKey: value.sessionPrivKey,
        sessionPubKey: value.sessionPubKey,
        userSWA: value.userSWA,
      };
    }
  } catch {
    // fall through: not JSON
  }
  store.removeItem(SESSION_STORAGE_KEY);
  return undefined;
}

/** Persists the session (key order of §5.1), or removes the entry when there is none. */
export function writeStoredSession(session: StoredSession | undefined): void {
  const store = storage();
  if (!store) return;
  try {
    if (!session) return store.removeItem(SESSION_STORAGE_KEY);
    const { sessionPrivKey, sessionPubKey, userSWA } = session;
    store.setItem(SESSION_STORAGE_KEY, JSON.stringify({ sessionPrivKey, sessionPubKey, userSWA }));
  } catch {
    // quota or privacy mode: the in-memory session still works for this page
  }
}
