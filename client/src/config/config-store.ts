import { DEFAULT_DEMO_ENVIRONMENT, DEMO_CLIENT, type DemoConfig } from '@satchel/shared';
import { API_URL } from './env.js';
import { STORAGE_KEYS } from './storage-keys.js';

export type { DemoConfig };
export type Mode = DemoConfig['mode'];

export const DEFAULT_CONFIG: DemoConfig = {
  mode: 'sdk',
  apiUrl: API_URL,
  environment: DEFAULT_DEMO_ENVIRONMENT as DemoConfig['environment'],
  clientPrivateKey: DEMO_CLIENT.clientPrivateKey,
  clientSWA: DEMO_CLIENT.clientSWA,
};

/** Whether a config is stored (then read-config.ts validates it; a first visit needs no validation code). */
export const hasStoredConfig = () => {
  try {
    return !!localStorage.getItem(STORAGE_KEYS.config);
  } catch {
    return false;
  }
};

export function saveConfig(config: DemoConfig): void {
  localStorage.setItem(STORAGE_KEYS.config, JSON.stringify({ ...config, apiUrl: API_URL }));
}

export function clearConfig(): void {
  localStorage.removeItem(STORAGE_KEYS.config);
}

/** `0x8035…ef74`: enough to recognise a key without showing it. */
export function maskSecret(value: string, visible = 4): string {
  if (value.length <= visible * 2 + 2) return '•'.repeat(value.length);
  return `${value.slice(0, visible + 2)}…${value.slice(-visible)}`;
}
