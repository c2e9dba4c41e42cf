import { DEFAULT_DEMO_ENVIRONMENT, DEMO_CLIENT_SWA } from '@satchel/shared';
import type { DemoConfig } from './demo-config-schema.js';
import { DEMO_CLIENT_KEY } from './demo-client-key.js';
import { API_URL, CLIENT_SIGNER_URL } from './env.js';
import { STORAGE_KEYS } from './storage-keys.js';

export type { DemoConfig };
export type Mode = DemoConfig['mode'];
export type ApiSession = NonNullable<DemoConfig['apiSession']>;

/** api mode's session settings, as the config panel and form name them. */
export const API_SESSION_LABELS: Record<ApiSession, string> = {
  browser: 'this browser (sent in each request body)',
  bff: 'the BFF (behind an HttpOnly cookie)',
};

export const DEFAULT_CONFIG: DemoConfig = {
  mode: 'sdk',
  apiUrl: API_URL,
  environment: DEFAULT_DEMO_ENVIRONMENT as DemoConfig['environment'],
  // A build that signs through the BFF holds no client key, not even the public demo one.
  ...(DEMO_CLIENT_KEY !== undefined && { clientPrivateKey: DEMO_CLIENT_KEY }),
  clientSWA: DEMO_CLIENT_SWA,
  apiSession: 'browser',
};

/** The config as this build uses it: no client key where the BFF signs, a key (the default's) where it does not. */
export function forThisBuild(config: DemoConfig): DemoConfig {
  if (CLIENT_SIGNER_URL === undefined)
    return config.clientPrivateKey
      ? config
      : { ...config, clientPrivateKey: DEFAULT_CONFIG.clientPrivateKey };
  const { clientPrivateKey: _dropped, ...rest } = config;
  return rest;
}

/** Whether a config is stored (then read-config.ts validates it; a first visit needs no validation code). */
export const hasStoredConfig = () => {
  try {
    return !!localStorage.getItem(STORAGE_KEYS.config);
  } catch {
    return false;
  }
};

export function saveConfig(config: DemoConfig): void {
  localStorage.setItem(STORAGE_KEYS.config, JSON.stringify({ ...forThisBuild(config), apiUrl: API_URL }));
}

export function clearConfig(): void {
  localStorage.removeItem(STORAGE_KEYS.config);
}

/** `0x8035…ef74`: enough to recognise a key without showing it. */
export function maskSecret(value: string, visible = 4): string {
  if (value.length <= visible * 2 + 2) return '•'.repeat(value.length);
  return `${value.slice(0, visible + 2)}…${value.slice(-visible)}`;
}
