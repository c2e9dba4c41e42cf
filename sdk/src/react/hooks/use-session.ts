import type { SatchelError } from '../../index.js';
import { useSatchelContext } from './use-satchel.js';

interface SessionActions {
  /** Clears the session in memory and in `localStorage`. */
  logout(): void;
}

/**
 * `useSession()`, a union on `status`: `restoring` on a server and while hydrating; `logged-in` with the
 * `userSWA`; `logged-out`, with the `reason` when the platform ended the session (401 SESSION_NOT_FOUND or
 * SESSION_EXPIRED on a read or write); `error` when the client refused the provider's config. The session's private
 * key is not here: it stays in the client (`client.getSessionConfig()`).
 * @example
 * const session: SessionState = useSession();
 * if (session.status === 'logged-in') console.log(session.userSWA.toLowerCase());
 */
export type SessionState = SessionActions &
  (
    | { status: 'restoring'; userSWA?: undefined; reason?: undefined; error?: undefined }
    | { status: 'logged-in'; userSWA: string; reason?: undefined; error?: undefined }
    | { status: 'logged-out'; userSWA?: undefined; reason: SatchelError | undefined; error?: undefined }
    | { status: 'error'; userSWA?: undefined; reason?: undefined; error: SatchelError }
  );

/**
 * The session as the provider sees it: `logged-in` | `logged-out` (`restoring` first on a server and while
 * hydrating), or `error` for a refused config.
 * @example
 * const session = useSession();
 * if (session.status === 'error') return <p>Satchel is misconfigured: {session.error.message}</p>;
 * if (session.status === 'logged-in') return <button onClick={session.logout}>Log out {session.userSWA}</button>;
 */
export function useSession(): SessionState {
  const { status, userSWA, error, reason, logout } = useSatchelContext();
  if (status === 'error' && error) return { status, error, logout };
  if (status === 'logged-in' && userSWA) return { status, userSWA, logout };
  if (status === 'logged-out') return { status, reason, logout };
  return { status: 'restoring', logout };
}
