import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { apiSessionStore } from '../backend/api/api-session.js';
import { FullPageSpinner } from '../components/FullPageSpinner.js';
import { clearConfig, DEFAULT_CONFIG, hasStoredConfig, saveConfig, type DemoConfig } from './config-store.js';
import { API_URL } from './env.js';
import { STORAGE_KEYS } from './storage-keys.js';

interface ConfigContextValue {
  config: DemoConfig;
  save(config: DemoConfig): void;
  reset(): void;
}

const ConfigContext = createContext<ConfigContextValue | null>(null);

/**
 * A mode switch logs out of both modes: the session of the mode being left must not linger, and one kept from an
 * earlier visit to the new mode must not come back to life (switching mode clears the other's session).
 */
function clearSessions() {
  localStorage.removeItem(STORAGE_KEYS.sdkSession);
  apiSessionStore.write(undefined);
  localStorage.removeItem(STORAGE_KEYS.loginMethod);
}

export function ConfigProvider({ children }: { children: ReactNode }) {
  // A first visit starts from the defaults at once; a stored config waits for its validation chunk.
  const [config, setConfig] = useState<DemoConfig | undefined>(() =>
    hasStoredConfig() ? undefined : DEFAULT_CONFIG,
  );
  useEffect(() => {
    if (config) return;
    let live = true;
    import('./read-config.js').then(({ readConfig }) => live && setConfig(readConfig()));
    return () => {
      live = false;
    };
  }, [config]);
  const mode = config?.mode;

  // `next` was validated by the form (demoConfigSchema); the API URL is the build's, as readConfig has it.
  const save = useCallback(
    (next: DemoConfig) => {
      if (next.mode !== mode) clearSessions();
      saveConfig(next);
      setConfig({ ...next, apiUrl: API_URL });
    },
    [mode],
  );

  const reset = useCallback(() => {
    if (mode !== DEFAULT_CONFIG.mode) clearSessions();
    clearConfig();
    setConfig(DEFAULT_CONFIG);
  }, [mode]);

  const value = useMemo(() => config && { config, save, reset }, [config, save, reset]);
  if (!value) return <FullPageSpinner />;
  return <ConfigContext.Provider value={value}>{children}</ConfigContext.Provider>;
}

export function useConfig(): ConfigContextValue {
  const value = useContext(ConfigContext);
  if (!value) throw new Error('useConfig must be used inside ConfigProvider');
  return value;
}
