import type { SessionStatus } from '../provider/satchel-context.js';
import type { StoredSession } from '../provider/session-storage.js';
import { useSatchelContext } from './use-satchel.js';

export interface SessionState {
  status: SessionStatus;
  userSWA: string | undefined;
  session: StoredSession | undefined;
  logout(): void;
}

/** The session as the provider sees it: `restoring` → `logged-in` | `logged-out`. */
export function useSession(): SessionState {
  const { status, userSWA, session, logout } = useSatchelContext();
  return { status, userSWA, session, logout };
}
