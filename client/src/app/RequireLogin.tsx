import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useBackend } from '../backend/BackendContext.js';
import { FullPageSpinner } from '../components/FullPageSpinner.js';

/** Pages behind login send a logged-out visitor to `/`. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { auth } = useBackend();
  if (auth.status === 'restoring') return <FullPageSpinner />;
  if (auth.status === 'logged-out') return <Navigate to="/" replace />;
  return <>{children}</>;
}
