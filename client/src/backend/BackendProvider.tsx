import { lazy, Suspense, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useConfig } from '../config/ConfigProvider.js';
import type { DemoConfig } from '../config/config-store.js';
import { FullPageSpinner } from '../components/FullPageSpinner.js';
import { ApiBackend } from './api/api-backend.js';
import { apiSessionStore } from './api/api-session.js';
import { BackendContext } from './BackendContext.js';
import { STORAGE_KEYS } from '../config/storage-keys.js';

// The SDK's React layer (provider, modal, Google pop-up) is only loaded in sdk mode.
const SdkBackendProvider = lazy(() => import('./sdk/SdkBackendProvider.js'));

function ApiBackendProvider({ config, children }: { config: DemoConfig; children: ReactNode }) {
  const backend = useMemo(() => new ApiBackend(config), [config]);
  const session = useSyncExternalStore(apiSessionStore.subscribe, () =>
    localStorage.getItem(STORAGE_KEYS.apiSession),
  );
  const value = useMemo(() => {
    const stored = session ? apiSessionStore.read() : undefined;
    return {
      backend,
      auth: {
        status: stored ? ('logged-in' as const) : ('logged-out' as const),
        session: stored,
        clientSWA: config.clientSWA,
        environment: config.environment,
      },
    };
  }, [backend, session, config]);
  return <BackendContext.Provider value={value}>{children}</BackendContext.Provider>;
}

/** Provides the backend of the configured mode; a config change rebuilds it. */
export function BackendProvider({ children }: { children: ReactNode }) {
  const { config } = useConfig();
  if (config.mode === 'api') return <ApiBackendProvider config={config}>{children}</ApiBackendProvider>;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <SdkBackendProvider key={JSON.stringify(config)} config={config}>
        {children}
      </SdkBackendProvider>
    </Suspense>
  );
}
