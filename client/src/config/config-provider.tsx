import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  clearConfig,
  DEFAULT_CONFIG,
  forThisBuild,
  hasStoredConfig,
  saveConfig,
  type DemoConfig,
} from './config-store.js';
import { API_URL } from './env.js';

interface ConfigContextValue {
  config: DemoConfig;
  save(config: DemoConfig): void;
  reset(): void;
}

const ConfigContext = createContext<ConfigContextValue | null>(null);

/**
 * The demo's configuration. `onModeSwitch` runs before a saved config changes mode (the app clears both modes'
 * sessions there); `fallback` shows while a stored config is read.
 */
export function ConfigProvider({
  children,
  fallback,
  onModeSwitch,
}: {
  children: ReactNode;
  fallback: ReactNode;
  onModeSwitch: () => void;
}) {
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
  const apiSession = config?.apiSession ?? 'browser';

  // `next` was validated by the form (demoConfigSchema); the API URL is the build's, as readConfig has it. A new
  // mode, or a session kept elsewhere, leaves the current session unused: it is cleared like on a mode switch.
  const save = useCallback(
    (next: DemoConfig) => {
      if (next.mode !== mode || (next.apiSession ?? 'browser') !== apiSession) onModeSwitch();
      saveConfig(next);
      setConfig(forThisBuild({ ...next, apiUrl: API_URL }));
    },
    [mode, apiSession, onModeSwitch],
  );

  const reset = useCallback(() => {
    if (mode !== DEFAULT_CONFIG.mode || apiSession !== DEFAULT_CONFIG.apiSession) onModeSwitch();
    clearConfig();
    setConfig(DEFAULT_CONFIG);
  }, [mode, apiSession, onModeSwitch]);

  const value = useMemo(() => config && { config, save, reset }, [config, save, reset]);
  if (!value) return fallback;
  return <ConfigContext.Provider value={value}>{children}</ConfigContext.Provider>;
}

export function useConfig(): ConfigContextValue {
  const value = useContext(ConfigContext);
  if (!value) throw new Error('useConfig must be used inside ConfigProvider');
  return value;
}
