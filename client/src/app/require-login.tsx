import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useBackend } from '../backend/backend-context.js';
import { FullPageSpinner } from '../components/full-page-spinner.js';
import { loginPathFor } from '../lib/next-path.js';

/** Pages behind login send a logged-out visitor to `/`, saying why, and back here once logged in. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { auth } = useBackend();
  const { pathname, search } = useLocation();
  if (auth.status === 'restoring') return <FullPageSpinner />;
  if (auth.status === 'logged-out')
    return (
      <Navigate
        to={loginPathFor(pathname + search)}
        replace
        state={{ notice: `Log in to open ${pathname}: you will be taken there once you are logged in.` }}
      />
    );
  return <>{children}</>;
}
