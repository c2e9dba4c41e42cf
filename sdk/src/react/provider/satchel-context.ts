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

/**
 * The context the hooks read. `<SatchelProvider>` fills it; an app whose provider is rendered elsewhere (for
 * example lazily, beside the tree that uses the hooks) can pass the same value down with `SatchelContext.Provider`.
 * @example
 * // In the lazily loaded part: report the provider's value upwards.
 * const value = useContext(SatchelContext);
 * // Where the pages are: hand it to their hooks (null until loaded).
 * <SatchelContext.Provider value={value}><Pages /></SatchelContext.Provider>;
 */
export const SatchelContext = createContext<SatchelContextValue | null>(null);
