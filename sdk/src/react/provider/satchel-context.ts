import { createContext } from 'react';
import type { SatchelClient } from '../../index.js';
import type { StoredSession } from './session-storage.js';

/**
 * `restoring` until a persisted session has been checked, so apps never race a half-restored session.
 * @example
 * const { status } = useSession();
 * if (status === 'restoring') return <Spinner />;
 */
export type SessionStatus = 'restoring' | 'logged-out' | 'logged-in';

/**
 * What `<SatchelProvider>` shares with its hooks: the client, the session status and `logout`.
 * @example
 * // The hooks read it; apps use `useSatchel()` / `useSession()` rather than the context itself.
 * const { client, status, logout }: SatchelContextValue = { ...useSession(), client: useSatchel() };
 */
export interface SatchelContextValue {
  client: SatchelClient;
  status: SessionStatus;
  userSWA: string | undefined;
  session: StoredSession | undefined;
  /** Clears the session (memory and localStorage). */
  logout(): void;
}

export const SatchelContext = createContext<SatchelContextValue | null>(null);
