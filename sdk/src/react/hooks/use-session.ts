import type { SessionStatus } from '../provider/satchel-context.js';
import type { StoredSession } from '../provider/session-storage.js';
import { useSatchelContext } from './use-satchel.js';

/**
 * `useSession()`: `status` is `restoring` until the stored session has been checked.
 * @example
 * const session: SessionState = useSession();
 * if (session.status === 'logged-out') return <LoginPage />;
 */
export interface SessionState {
  status: SessionStatus;
  userSWA: string | undefined;
  session: StoredSession | undefined;
  /** Clears the session in memory and in `localStorage`. */
  logout(): void;
}

/**
 * The session as the provider sees it: `restoring` → `logged-in` | `logged-out`.
 * @example
 * const { status, userSWA, logout } = useSession();
 * if (status === 'logged-in') return <button onClick={logout}>Log out {userSWA}</button>;
 */
export function useSession(): SessionState {
  const { status, userSWA, session, logout } = useSatchelContext();
  return { status, userSWA, session, logout };
}
