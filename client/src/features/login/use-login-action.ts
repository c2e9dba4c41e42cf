import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { nextPath } from '../../lib/next-path.js';
import type { LoginMethod } from '../../backend/types.js';
import { STORAGE_KEYS } from '../../config/storage-keys.js';

export const errorText = (error: unknown) =>
  error instanceof Error ? error.message : String((error as { message?: string })?.message ?? error);

/**
 * Runs one login step: busy while it runs, the error to show when it fails (spec: failures are logged; the demo
 * also shows them), and on a completed login the method is remembered and the user goes to /home.
 */
export function useLoginAction() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const run = useCallback(async <T>(step: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    setError(undefined);
    try {
      return await step();
    } catch (e) {
      console.error('Login step failed:', errorText(e));
      setError(errorText(e));
      return undefined;
    } finally {
      setBusy(false);
    }
  }, []);

  const login = useCallback(
    async (method: LoginMethod, step: () => Promise<void>) => {
      const ok = await run(async () => {
        await step();
        return true;
      });
      if (!ok) return;
      localStorage.setItem(STORAGE_KEYS.loginMethod, method);
      // Spec §3: the auth method key is `google` by default, `webview` for the hosted modal.
      localStorage.setItem(STORAGE_KEYS.authMethod, method === 'onboarding' ? 'webview' : 'google');
      localStorage.setItem(STORAGE_KEYS.status, 'logged-in');
      navigate(nextPath(search));
    },
    [run, navigate, search],
  );

  return { busy, error, setError, run, login };
}
