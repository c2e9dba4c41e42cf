import { SESSION_STORAGE_KEY } from '@satchel/shared';

/**
 * The SDK session object (§5.1), as persisted under `localStorage["satchel_session"]`.
 * @example
 * const session: StoredSession | undefined = useSatchel().getSessionConfig();
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

/**
 * The persisted entry as it was written (or `undefined`): the client checks it when it adopts it
 * (`setSessionConfig`), and an entry it refuses, or text that is not JSON, is dropped.
 */
export function readStoredSession(): unknown {
  const store = storage();
  try {
    return JSON.parse(store?.getItem(SESSION_STORAGE_KEY) ?? 'null') ?? undefined;
  } catch {
    writeStoredSession(undefined);
  }
}

/**
 * Persists the session, the client's `onSessionChange` snapshot (§5.1's three fields in their order), or removes
 * the entry when there is none.
 */
export function writeStoredSession(session: StoredSession | undefined): void {
  const store = storage();
  try {
    if (session) store?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else store?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // quota or privacy mode: the in-memory session still works for this page
  }
}
