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

/** Forgets the session of the mode being left, so the two modes never share a login (issue 7). */
function clearSessionOf(mode: DemoConfig['mode']) {
  if (mode === 'sdk') localStorage.removeItem(STORAGE_KEYS.sdkSession);
  else apiSessionStore.write(undefined);
  localStorage.removeItem(STORAGE_KEYS.loginMethod);
}

export function ConfigProvider({ children }: { children: ReactNode }) {
  const [config, setConfig] = useState<DemoConfig>(readConfig);

  const save = useCallback(
    (next: DemoConfig) => {
      if (next.mode !== config.mode) clearSessionOf(config.mode);
      saveConfig(next);
      setConfig(readConfig());
    },
    [config.mode],
  );

  const reset = useCallback(() => {
    if (config.mode !== DEFAULT_CONFIG.mode) clearSessionOf(config.mode);
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
