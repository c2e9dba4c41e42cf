import { SatchelContext } from '@satchel/sdk/react';
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useConfig } from '../config/config-provider.js';
import type { DemoConfig } from '../config/config-store.js';
import { STORAGE_KEYS } from '../config/storage-keys.js';
import { BackendContext, type BackendContextValue } from './backend-context.js';
import { deferredBackend } from './deferred-backend.js';
import type { Backend } from './types.js';

// Each mode's backend is its own chunk (the SDK and its React layer; the BFF client), loaded only in that mode and
// only once needed: a stored session to restore, or the first call (e.g. a login button). The login page of a
// visitor without a session loads neither (bench/demo-first-load.mjs).
const LOADERS = {
  sdk: lazy(() => import('./sdk/sdk-backend-provider.js')),
  api: lazy(() => import('./api/api-backend-provider.js')),
};
/** Where each mode keeps a session to restore (api mode: the session itself, or its public half when the BFF keeps it). */
const SESSION_KEYS = {
  sdk: [STORAGE_KEYS.sdkSession],
  api: [STORAGE_KEYS.apiSession, STORAGE_KEYS.apiKeptSession],
};

/** A promise and its resolve (Promise.withResolvers is ES2024, beyond this build's lib). */
function settled() {
  let resolve!: (backend: Backend) => void;
  const promise = new Promise<Backend>((r) => (resolve = r));
  return { promise, resolve };
}

function ModeBackend({ config, children }: { config: DemoConfig; children: ReactNode }) {
  const stored = useMemo(
    () => SESSION_KEYS[config.mode].some((key) => !!localStorage.getItem(key)),
    [config.mode],
  );
  const [wanted, setWanted] = useState(stored);
  const [value, setValue] = useState<BackendContextValue>();
  const [real] = useState(settled);
  const onValue = useCallback(
    (next: BackendContextValue) => {
      real.resolve(next.backend);
      setValue(next);
    },
    [real],
  );
  const placeholder = useMemo<BackendContextValue>(
    () => ({
      backend: deferredBackend(config.mode, () => setWanted(true), real.promise),
      // A stored session is being restored; without one the visitor is logged out until a login succeeds.
      auth: {
        status: stored ? 'restoring' : 'logged-out',
        clientSWA: config.clientSWA,
        environment: config.environment,
      },
    }),
    [config, stored, real],
  );
  // Loaded on a first call (no stored session), the backend's own 'restoring' would unmount the login form
  // mid-action; there is nothing to restore, so the visitor stays logged out until the login succeeds.
  const shown = useMemo<BackendContextValue>(
    () =>
      !value
        ? placeholder
        : !stored && value.auth.status === 'restoring'
          ? { ...value, auth: { ...value.auth, status: 'logged-out' } }
          : value,
    [value, placeholder, stored],
  );
  const Loader = LOADERS[config.mode];
  return (
    <>
      {wanted && (
        <Suspense fallback={null}>
          <Loader config={config} onValue={onValue} />
        </Suspense>
      )}
      <BackendContext.Provider value={shown}>
        {/* Always rendered (null outside sdk mode), so loading the SDK never remounts the pages. */}
        <SatchelContext.Provider value={shown.satchel ?? null}>{children}</SatchelContext.Provider>
      </BackendContext.Provider>
    </>
  );
}

/** Provides the backend of the configured mode; a config change rebuilds it. */
export function BackendProvider({ children }: { children: ReactNode }) {
  const { config } = useConfig();
  return (
    <ModeBackend key={JSON.stringify(config)} config={config}>
      {children}
    </ModeBackend>
  );
}
