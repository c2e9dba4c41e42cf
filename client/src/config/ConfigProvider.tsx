import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { apiSessionStore } from '../backend/api/api-session.js';
import { clearConfig, DEFAULT_CONFIG, readConfig, saveConfig, type DemoConfig } from './config-store.js';
import { STORAGE_KEYS } from './storage-keys.js';

interface ConfigContextValue {
  config: DemoConfig;
  save(config: DemoConfig): void;
  reset(): void;
}

const ConfigContext = createContext<ConfigContextValue | null>(null);

/**
 * A mode switch logs out of both modes: the session of the mode being left must not linger, and one kept from an
 * earlier visit to the new mode must not come back to life (issue 7: switching mode clears the other's session).
 */
function clearSessions() {
  localStorage.removeItem(STORAGE_KEYS.sdkSession);
  apiSessionStore.write(undefined);
  localStorage.removeItem(STORAGE_KEYS.loginMethod);
}

export function ConfigProvider({ children }: { children: ReactNode }) {
  const [config, setConfig] = useState<DemoConfig>(readConfig);

  const save = useCallback(
    (next: DemoConfig) => {
      if (next.mode !== config.mode) clearSessions();
      saveConfig(next);
      setConfig(readConfig());
    },
    [config.mode],
  );

  const reset = useCallback(() => {
    if (config.mode !== DEFAULT_CONFIG.mode) clearSessions();
    clearConfig();
    setConfig(DEFAULT_CONFIG);
  }, [config.mode]);

  const value = useMemo(() => ({ config, save, reset }), [config, save, reset]);
  return <ConfigContext.Provider value={value}>{children}</ConfigContext.Provider>;
}

export function useConfig(): ConfigContextValue {
  const value = useContext(ConfigContext);
  if (!value) throw new Error('useConfig must be used inside ConfigProvider');
  return value;
}
